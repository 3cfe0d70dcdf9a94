#include "dialogs/aboutdialog.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace vinci {

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    auto *emblem = new QLabel(this);
    emblem->setPixmap(QIcon(u":/icons/vinci.svg"_s).pixmap(96, 96));
    top->addWidget(emblem, 0, Qt::AlignTop);
    auto *texts = new QVBoxLayout;
    m_title = new QLabel(this);
    m_title->setTextFormat(Qt::RichText);
    texts->addWidget(m_title);
    m_body = new QLabel(this);
    m_body->setTextFormat(Qt::RichText);
    m_body->setWordWrap(true);
    m_body->setOpenExternalLinks(true);
    m_body->setTextInteractionFlags(Qt::TextBrowserInteraction);
    texts->addWidget(m_body);
    texts->addStretch(1);
    top->addLayout(texts, 1);
    top->setSpacing(16);
    layout->addLayout(top);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    setMinimumWidth(520);
    retranslate();
}

QString AboutDialog::text() const
{
    return m_title->text() + u"\n"_s + m_body->text();
}

void AboutDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void AboutDialog::retranslate()
{
    setWindowTitle(tr("About Vinci"));
    m_title->setText(u"<h2 style='margin-bottom:0'>Vinci</h2><p style='margin-top:2px'>%1<br>"
                     u"<span style='color:#6b5a48'>%2</span></p>"_s.arg(
                         tr("The Rise and Fall of Civilizations").toHtmlEscaped(),
                         tr("Version %1").arg(QStringLiteral(VINCI_VERSION)).toHtmlEscaped()));
    QStringList paragraphs;
    paragraphs << tr("<b>Vinci</b> is a board game by Philippe Keyaerts, published in 1999 by "
                     "Jeux Descartes.");
    paragraphs << tr("This program is an unofficial fan implementation for playing it on a "
                     "computer. It is not affiliated with or endorsed by the author or the "
                     "publishers. Its rules follow the 1999 rulebook in French, English and "
                     "German and the designer's errata.");
    paragraphs << tr("The Europe map is drawn from <a href=\"https://www.naturalearthdata.com\">"
                     "Natural Earth</a> data (public domain). Its provinces, the tile and "
                     "symbol art and the icons are original work of this project.");
    paragraphs << tr("Built with Qt %1 (GNU LGPL version 3) and Boost (Boost Software "
                     "License 1.0).")
                      .arg(QString::fromLatin1(qVersion()));
    QString html;
    for (const QString &paragraph : std::as_const(paragraphs))
        html += u"<p>%1</p>"_s.arg(paragraph);
    m_body->setText(html);
}

} // namespace vinci
