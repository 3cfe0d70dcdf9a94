// Alt and a letter in every dialog of app/dialogs, in English, French and German: no letter is
// underlined twice in one window. The walk found Alt+S meaning both "&Seed" and "&Start the game"
// in New Game (the first one took it; the game never started by Alt+S).

#include "app/gamefixture.h"
#include "dialogs/aboutdialog.h"
#include "dialogs/continuedialog.h"
#include "dialogs/endofgamedialog.h"
#include "dialogs/howtoplaydialog.h"
#include "dialogs/keyboarddialog.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/recoveryprompt.h"
#include "dialogs/tilehelpdialog.h"
#include "languageswitcher.h"
#include "panels/turnbar.h"
#include "session/scorehistory.h"

#include <QAbstractButton>
#include <QDateTime>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <map>
#include <memory>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

/** The letter Alt takes in `text` (its `&`, not `&&`), lower case; empty when none. */
QString mnemonicOf(const QString &text)
{
    const QKeySequence key = QKeySequence::mnemonic(text);
    return key.isEmpty() ? QString() : key.toString().section(u'+', -1).toLower();
}

/**
 * Every letter underlined among the widgets of `window` a person sees (buttons, labels with a
 * buddy, group boxes, tabs), each with the texts that underline it.
 */
std::map<QString, QStringList> mnemonicsIn(QWidget &window)
{
    std::map<QString, QStringList> letters;
    const auto note = [&letters](const QString &text) {
        const QString letter = mnemonicOf(text);
        if (!letter.isEmpty())
            letters[letter] << text;
    };
    for (QWidget *widget : window.findChildren<QWidget *>()) {
        if (!widget->isVisibleTo(&window))
            continue;
        if (auto *button = qobject_cast<QAbstractButton *>(widget))
            note(button->text());
        else if (auto *label = qobject_cast<QLabel *>(widget); label && label->buddy())
            note(label->text());
        else if (auto *box = qobject_cast<QGroupBox *>(widget))
            note(box->title());
        else if (auto *tabs = qobject_cast<QTabBar *>(widget)) {
            for (int i = 0; i < tabs->count(); ++i)
                note(tabs->tabText(i));
        }
    }
    return letters;
}

using MakeDialog = std::function<std::unique_ptr<QWidget>()>;

} // namespace

class TestMnemonics : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settings;
    LanguageSwitcher m_language;

private slots:
    void initTestCase()
    {
        QVERIFY(m_settings.isValid());
        testing::keepSettingsIn(m_settings);
    }

    void cleanupTestCase() { m_language.setLanguage(u"en"_s, false); }

    void oneLetterOneWidget_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("dialog");
        const QStringList dialogs{u"new game"_s,
                                  u"new game, solo"_s,
                                  u"new game, two people"_s,
                                  u"new game, Online 2013"_s,
                                  u"how to play"_s,
                                  u"tiles"_s,
                                  u"about"_s,
                                  u"keyboard"_s,
                                  u"recovery"_s,
                                  u"continue from here"_s,
                                  u"end of game"_s};
        for (const QString &language : {u"en"_s, u"fr"_s, u"de"_s}) {
            for (const QString &dialog : dialogs)
                QTest::addRow("%s %s", qPrintable(language), qPrintable(dialog))
                    << language << dialog;
        }
    }

    /** Each dialog as a person opens it, in each language: no letter underlined twice. */
    void oneLetterOneWidget()
    {
        QFETCH(QString, language);
        QFETCH(QString, dialog);
        QVERIFY(m_language.setLanguage(language, false));
        const std::vector<SeatSetup> seats = testing::defaultSeats(3);
        const QStringList maps{testing::mapsFolder()};
        const std::map<QString, MakeDialog> make{
            {u"new game"_s, [&maps] { return std::make_unique<NewGameDialog>(nullptr, maps); }},
            {u"new game, solo"_s,
             [&maps] {
                 auto newGame = std::make_unique<NewGameDialog>(nullptr, maps);
                 newGame->applySoloPreset(1);
                 return newGame;
             }},
            {u"new game, two people"_s,
             [&maps] {
                 auto newGame = std::make_unique<NewGameDialog>(nullptr, maps);
                 newGame->applySoloPreset(2);
                 return newGame;
             }},
            {u"new game, Online 2013"_s,
             [&maps] {
                 auto newGame = std::make_unique<NewGameDialog>(nullptr, maps);
                 newGame->setSetup(
                     testing::setupOf(testing::defaultSeats(3), 1, u"mediterranean"_s));
                 return newGame;
             }},
            {u"how to play"_s, [] { return std::make_unique<HowToPlayDialog>(); }},
            {u"tiles"_s, [] { return std::make_unique<TileHelpDialog>(); }},
            {u"about"_s, [] { return std::make_unique<AboutDialog>(); }},
            {u"keyboard"_s,
             [] {
                 return std::make_unique<KeyboardDialog>(
                     std::vector<KeyboardSection>{menuKeys(), mapKeys(), trackKeys()});
             }},
            {u"recovery"_s,
             [] {
                 return std::make_unique<RecoveryPrompt>(QDateTime::currentDateTime(),
                                                         u"Round 4"_s);
             }},
            {u"continue from here"_s,
             [&seats] { return std::make_unique<ContinueDialog>(seats, u"round 2"_s); }},
            {u"end of game"_s,
             [&seats] {
                 static const GameState state = testing::newEuropeGame(3);
                 static const ScoreHistory history;
                 return std::make_unique<EndOfGameDialog>(state, seats, history);
             }},
        };
        const std::unique_ptr<QWidget> window = make.at(dialog)();
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QStringList clashes;
        for (const auto &[letter, texts] : mnemonicsIn(*window)) {
            if (texts.size() > 1)
                clashes << u"Alt+%1: %2"_s.arg(letter, texts.join(u", "_s));
        }
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(u"; "_s)));
    }

    void undoReadsAsNoOtherButton_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString &language : {u"en"_s, u"fr"_s, u"de"_s})
            QTest::addRow("%s", qPrintable(language)) << language;
    }

    /**
     * Undo reads as no other button of the turn bar: in French Undo and Cancel both read
     * "Annuler", and beside "Le prendre" a person could not tell which took a step back (the
     * s46 walk).
     */
    void undoReadsAsNoOtherButton()
    {
        QFETCH(QString, language);
        QVERIFY(m_language.setLanguage(language, false));
        TurnBar bar;
        const auto plain = [](const QString &text) { return QString(text).remove(u'&'); };
        const QString undo = plain(bar.undoButton()->text());
        QVERIFY(!undo.isEmpty());
        QStringList clashes;
        for (const QPushButton *button : bar.findChildren<QPushButton *>()) {
            if (button != bar.undoButton() && plain(button->text()) == undo)
                clashes << button->objectName();
        }
        QVERIFY2(clashes.isEmpty(), qPrintable(undo + u": "_s + clashes.join(u", "_s)));
    }
};

QTEST_MAIN(TestMnemonics)
#include "test_mnemonics.moc"
