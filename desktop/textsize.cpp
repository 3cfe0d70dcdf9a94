#include "textsize.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QSettings>

#include <optional>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

const QString settingsKey = u"textSize"_s;
constexpr TextSize::Level levels[] = {TextSize::Level::Normal, TextSize::Level::Large,
                                      TextSize::Level::Larger};

/** The application's: its font is one for all its windows. */
TextSize::Level &currentLevel()
{
    static TextSize::Level level = TextSize::Level::Normal;
    return level;
}

std::optional<QFont> &normalFont()
{
    static std::optional<QFont> font;
    return font;
}

} // namespace

TextSize::TextSize(QObject *parent)
    : QObject(parent)
{
    if (!normalFont())
        normalFont() = QApplication::font();
}

TextSize::Level TextSize::level()
{
    return currentLevel();
}

qreal TextSize::factorOf(Level level)
{
    switch (level) {
    case Level::Normal:
        return 1.0;
    case Level::Large:
        return 1.25;
    case Level::Larger:
        return 1.5;
    }
    return 1.0;
}

QString TextSize::keyOf(Level level)
{
    switch (level) {
    case Level::Normal:
        return u"normal"_s;
    case Level::Large:
        return u"large"_s;
    case Level::Larger:
        return u"larger"_s;
    }
    return u"normal"_s;
}

TextSize::Level TextSize::levelOf(const QString &key)
{
    for (const Level level : levels) {
        if (keyOf(level) == key)
            return level;
    }
    return Level::Normal;
}

QString TextSize::nameOf(Level level)
{
    switch (level) {
    case Level::Normal:
        return tr("&Normal");
    case Level::Large:
        return tr("&Large");
    case Level::Larger:
        return tr("L&arger");
    }
    return {};
}

TextSize::Level TextSize::preferredLevel()
{
    return levelOf(QSettings().value(settingsKey).toString());
}

QFont TextSize::fontAt(Level level)
{
    QFont font = normalFont().value_or(QApplication::font());
    // The system's font is given in points on Linux, in pixels elsewhere at times.
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * factorOf(level));
    else
        font.setPixelSize(qRound(font.pixelSize() * factorOf(level)));
    return font;
}

void TextSize::setLevel(Level level, bool remember)
{
    if (remember)
        QSettings().setValue(settingsKey, keyOf(level));
    if (level == currentLevel() && QApplication::font() == fontAt(level))
        return;
    currentLevel() = level;
    // Without a class name: also replaces the fonts Qt keeps per class (the tooltips').
    QApplication::setFont(fontAt(level));
    emit changed(factor());
}

QActionGroup *TextSize::createActions(QObject *parent)
{
    auto *group = new QActionGroup(parent);
    for (const Level level : levels) {
        QAction *action = group->addAction(nameOf(level));
        action->setObjectName(u"textSize-"_s + keyOf(level));
        action->setCheckable(true);
        action->setChecked(level == currentLevel());
        action->setData(static_cast<int>(level));
        connect(action, &QAction::triggered, this, [this, level] { setLevel(level); });
    }
    connect(this, &TextSize::changed, group, [group] {
        for (QAction *action : group->actions())
            action->setChecked(static_cast<Level>(action->data().toInt()) == currentLevel());
    });
    return group;
}

} // namespace vinci
