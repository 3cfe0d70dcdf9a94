#pragma once

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <vector>

namespace vinci {

/**
 * The retranslateUi() of widgets built in code: each text is kept as its source (marked with
 * QT_TR_NOOP in the owner's class, so lupdate files it under that class) with what sets it, set
 * at once and set again in the new language by retranslate(), which the owner calls on
 * QEvent::LanguageChange. The editor switches language live from its Language menu.
 */
class TranslatedTexts
{
public:
    /** Texts translated in `context`, the owner's class ("vinci::EditorWindow"). */
    explicit TranslatedTexts(const char *context)
        : m_context(context)
    {}

    /** Calls `apply` with the translation of `source` now and after each switch. */
    void add(const char *source, std::function<void(const QString &)> apply)
    {
        apply(QCoreApplication::translate(m_context, source));
        m_texts.push_back({source, std::move(apply)});
    }
    /** Sets `object`'s text (a widget's or an action's setText) to `source` translated. */
    template<typename Object>
    void text(Object *object, const char *source)
    {
        add(source, [object](const QString &text) { object->setText(text); });
    }
    /** Sets `object`'s tooltip. */
    template<typename Object>
    void toolTip(Object *object, const char *source)
    {
        add(source, [object](const QString &text) { object->setToolTip(text); });
    }

    /** Sets `object`'s title (a menu's, a dock's) to `source` translated. */
    template<typename Object>
    void title(Object *object, const char *source)
    {
        add(source, [object](const QString &text) { object->setTitle(text); });
    }
    /** Calls `refresh` now and after each switch: texts translated elsewhere (terrain names). */
    void follow(std::function<void()> refresh)
    {
        refresh();
        m_refreshes.push_back(std::move(refresh));
    }

    void retranslate() const
    {
        for (const Text &text : m_texts)
            text.apply(QCoreApplication::translate(m_context, text.source));
        for (const auto &refresh : m_refreshes)
            refresh();
    }

private:
    struct Text
    {
        const char *source;
        std::function<void(const QString &)> apply;
    };
    const char *m_context;
    std::vector<Text> m_texts;
    std::vector<std::function<void()>> m_refreshes;
};

} // namespace vinci
