#include "panels/panelstyle.h"

#include <QApplication>
#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace vinci {

namespace {

/** A title's font: the application's, bold and 15 % larger. */
QFont titleFont(const QLabel *title)
{
    QFont font = QApplication::font(title);
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.15);
    return font;
}

/**
 * Gives a title its font again when the application's changes (View > Text Size): a font set
 * on a widget keeps its size, so the titles stayed small at Larger while the text under them
 * grew. Qt tells the application itself of its new font (ApplicationFontChange).
 */
class TitleFontFollower : public QObject
{
public:
    explicit TitleFontFollower(QLabel *title)
        : QObject(title)
        , m_title(title)
    {
        qApp->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == qApp && event->type() == QEvent::ApplicationFontChange)
            m_title->setFont(titleFont(m_title));
        return QObject::eventFilter(watched, event);
    }

private:
    QLabel *m_title;
};

} // namespace

QLabel *PanelStyle::makeTitle(QWidget *parent)
{
    auto *title = new QLabel(parent);
    title->setObjectName(QStringLiteral("panelTitle"));
    title->setFont(titleFont(title));
    new TitleFontFollower(title);
    return title;
}

QLabel *PanelStyle::makeCaption(QWidget *parent)
{
    auto *caption = new QLabel(parent);
    caption->setWordWrap(true);
    QPalette palette = caption->palette();
    palette.setColor(QPalette::WindowText, muted());
    caption->setPalette(palette);
    return caption;
}

QVBoxLayout *PanelStyle::makeColumn(QWidget *panel, std::initializer_list<QWidget *> top)
{
    auto *layout = new QVBoxLayout(panel);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->setSpacing(6);
    for (QWidget *widget : top)
        layout->addWidget(widget);
    return layout;
}

} // namespace vinci
