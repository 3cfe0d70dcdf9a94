// Help ▸ How to Play as a person reads it: it opens on the rules of the game on the table (or
// those New Game last chose), shows the other rule set or both side by side from its Rules box,
// says every number as the engine's rule sets hold it, and explains every rules decision that
// docs/rules-decisions.md marks for players; in English, French and German.

#include "app/gamefixture.h"
#include "dialogs/howtoplaydialog.h"
#include "dialogs/howtoplaytext.h"
#include "dialogs/rulesdecisionsguide.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "map/terrain.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QListWidget>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

/** The IDs docs/rules-decisions.md marks "[players]" in their headings. */
QStringList decisionsMarkedForPlayers()
{
    QFile doc(QStringLiteral(VINCI_SOURCE_DIR "/docs/rules-decisions.md"));
    if (!doc.open(QIODevice::ReadOnly))
        return {};
    const QString text = QString::fromUtf8(doc.readAll());
    static const QRegularExpression heading(u"^### ([DVO]\\d+)\\. .*\\[players\\]$"_s,
                                            QRegularExpression::MultilineOption);
    QStringList ids;
    for (const QRegularExpressionMatch &match : heading.globalMatch(text))
        ids << match.captured(1);
    return ids;
}

/** Whether `text` names decision `id` as a word ("D1", not the start of "D10"). */
bool mentions(const QString &text, const QString &id)
{
    return text.contains(QRegularExpression(u"\\b%1\\b"_s.arg(id)));
}

/** What How to Play says in `view`. */
QString textOf(HowToPlayDialog &dialog, RulesView view)
{
    dialog.setRulesView(view);
    return dialog.plainText();
}

} // namespace

class TestHowToPlay : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<MapCatalog> m_catalog;
    std::unique_ptr<LanguageSwitcher> m_language;

    /** The How to Play a person opens from the Help menu of `window`. */
    static HowToPlayDialog *openFromTheHelpMenu(MainWindow &window)
    {
        QAction *howToPlay = nullptr;
        for (QAction *action : window.findChildren<QAction *>()) {
            if (action->shortcut() == QKeySequence(QKeySequence::HelpContents))
                howToPlay = action;
        }
        if (!howToPlay)
            return nullptr;
        const auto before = window.findChildren<HowToPlayDialog *>();
        howToPlay->trigger();
        for (HowToPlayDialog *dialog : window.findChildren<HowToPlayDialog *>()) {
            if (!before.contains(dialog))
                return dialog;
        }
        return nullptr;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        testing::keepSettingsIn(m_dir);
        m_catalog = testing::shippedMaps();
        m_language = std::make_unique<LanguageSwitcher>();
    }

    void init() { QVERIFY(m_language->setLanguage(u"en"_s, false)); }

    void opensOnTheRulesOfTheGameInPlay()
    {
        MainWindow window(m_catalog.get(), m_language.get());
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        // No game yet, nothing chosen in New Game: the Classic rules.
        HowToPlayDialog *first = openFromTheHelpMenu(window);
        QVERIFY(first);
        QCOMPARE(first->rulesView(), RulesView::Classic);
        QCOMPARE(first->rulesViewBox()->currentText(), u"Classic (1999)"_s);
        first->close();

        QString error;
        QVERIFY2(window.startGame(testing::peopleSetup(u"mediterranean"_s, 3), &error),
                 qPrintable(error));
        QCOMPARE(window.controller()->state().options.ruleSet, RuleSetId::Online2013);
        HowToPlayDialog *online = openFromTheHelpMenu(window);
        QVERIFY(online);
        QCOMPARE(online->rulesView(), RulesView::Online2013);
        const RuleSet &rules = online2013Rules();
        const QString text = online->plainText();
        QVERIFY2(text.contains(u"starts with %1 victory points"_s.arg(rules.startingScore)),
                 qPrintable(text));
        QVERIFY(text.contains(u"There are no virtual players."_s));

        // The other rules are one choice away in the Rules box, by keys as by mouse.
        online->rulesViewBox()->setFocus();
        QTest::keyClick(online->rulesViewBox(), Qt::Key_Up);
        QCOMPARE(online->rulesView(), RulesView::Classic);
        QVERIFY(online->plainText().contains(
            u"starts with %1 victory points"_s.arg(classicRules().startingScore)));
        online->close();
    }

    void everyNumberIsTheRuleSets_data()
    {
        QTest::addColumn<int>("view");
        QTest::addColumn<int>("rules");
        QTest::newRow("classic") << int(RulesView::Classic) << int(RuleSetId::Classic);
        QTest::newRow("online2013") << int(RulesView::Online2013) << int(RuleSetId::Online2013);
    }

    void everyNumberIsTheRuleSets()
    {
        QFETCH(int, view);
        QFETCH(int, rules);
        const RuleSet &set = ruleSet(static_cast<RuleSetId>(rules));
        const RuleSet &other = ruleSet(static_cast<RuleSetId>(1 - rules));
        HowToPlayDialog dialog(nullptr, static_cast<RuleSetId>(rules));
        const QString text = textOf(dialog, static_cast<RulesView>(view));
        for (int players = set.minPlayers; players <= set.maxPlayers; ++players) {
            for (int value : {set.defaultGameLength(players), set.defaultExtraPawns(players)}) {
                const QString expected = u"%1 with %2 players"_s.arg(value).arg(players);
                QVERIFY2(text.contains(expected), qPrintable(expected));
            }
        }
        QVERIFY(text.contains(u"%1 to %2 players"_s.arg(set.minPlayers).arg(set.maxPlayers)));
        QVERIFY(text.contains(u"more, and a coin"_s));
        QVERIFY(text.contains(u"costs %1 victory point"_s.arg(set.skipCost)));
        QVERIFY(!text.contains(u"costs %1 victory point"_s.arg(other.skipCost)));
        QVERIFY(text.contains(u"never below %1"_s.arg(set.minimumConquestCost)));
        int tiles = 0;
        for (const TileCount &count : set.tileMix(false, set.maxPlayers))
            tiles += count.copies;
        QVERIFY(text.contains(u"The bag holds %1 civilization tiles"_s.arg(tiles)));
        // The terrain table: the rule set's terrains only, each with its cost and its points.
        const bool onlineMaps = set.id == RuleSetId::Online2013;
        QCOMPARE(text.contains(terrainName(Terrain::Desert)), onlineMaps);
        QCOMPARE(text.contains(terrainName(Terrain::River)), onlineMaps);
        for (Terrain terrain : {Terrain::Farmland, Terrain::Forest, Terrain::Mountain})
            QVERIFY(
                text.contains(QRegularExpression(u"%1\\s+%2\\s+%3\\s"_s.arg(terrainName(terrain))
                                                     .arg(set.terrainCost(terrain))
                                                     .arg(set.provinceValue(terrain)))));
    }

    void sideBySideShowsBothWhereTheyDiffer()
    {
        HowToPlayDialog dialog(nullptr, RuleSetId::Classic);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.showSection(5);
        const QString conquest = dialog.sectionTitles().at(5);
        dialog.rulesViewBox()->setFocus();
        QTest::keyClick(dialog.rulesViewBox(), Qt::Key_Down);
        QTest::keyClick(dialog.rulesViewBox(), Qt::Key_Down);
        QCOMPARE(dialog.rulesView(), RulesView::SideBySide);
        QCOMPARE(dialog.findChild<QListWidget *>()->currentItem()->text(), conquest);
        const QString text = dialog.plainText();
        // Both rule sets' numbers where they differ...
        for (const RuleSet *set : {&classicRules(), &online2013Rules()}) {
            const QString target = u"%1 with %2 players"_s.arg(set->defaultGameLength(3)).arg(3);
            QVERIFY2(text.contains(target), qPrintable(target));
            QVERIFY(text.contains(u"starts with %1 victory points"_s.arg(set->startingScore)));
        }
        QVERIFY(text.contains(HowToPlayText::ruleSetTitle(RuleSetId::Classic)));
        QVERIFY(text.contains(HowToPlayText::ruleSetTitle(RuleSetId::Online2013)));
        // ... and what they share, once.
        QCOMPARE(text.count(u"At the start of each turn you decide"_s), 1);
        QCOMPARE(text.count(u"Take all your active civilization's pawns back"_s), 1);
    }

    void everyPlayersDecisionIsExplained()
    {
        const QStringList marked = decisionsMarkedForPlayers();
        QVERIFY2(marked.size() > 30, "docs/rules-decisions.md marks its decisions [players]");
        HowToPlayDialog dialog;
        const QString classic = textOf(dialog, RulesView::Classic);
        const QString online = textOf(dialog, RulesView::Online2013);
        const QString both = textOf(dialog, RulesView::SideBySide);
        for (const QString &id : marked) {
            // In its own rule set's view (Online 2013's are O*), and side by side.
            const QString &own = id.startsWith(u'O') ? online : classic;
            QVERIFY2(mentions(own, id), qPrintable(id + u" is missing from How to Play"_s));
            QVERIFY2(mentions(both, id), qPrintable(id));
        }
        // Nothing explained that the doc does not mark for players, every one with its sentence.
        for (const RulesDecision &decision : RulesDecisionsGuide::decisions()) {
            QVERIFY2(marked.contains(decision.id),
                     qPrintable(decision.id + u" is not marked [players] in the doc"_s));
            QVERIFY(!decision.answer.isEmpty());
            QVERIFY(decision.quote.size() > 20);
            QVERIFY(both.contains(decision.quote));
            QVERIFY(both.contains(RulesDecisionsGuide::textTitle(decision.text) + u", "_s +
                                  decision.section));
        }
    }

    void readsInEveryLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("title");
        QTest::newRow("en") << u"en"_s << u"How to play Vinci"_s;
        QTest::newRow("fr") << u"fr"_s << u"Comment jouer à Vinci"_s;
        QTest::newRow("de") << u"de"_s << u"So spielt man Vinci"_s;
    }

    void readsInEveryLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, title);
        HowToPlayDialog dialog(nullptr, RuleSetId::Online2013);
        QVERIFY(m_language->setLanguage(language, false));
        QCOMPARE(dialog.windowTitle(), title);
        const QStringList english{u"The aim of the game"_s, u"Every player starts with"_s,
                                  u"Rules questions answered"_s,
                                  u"Where the rule texts are unclear"_s};
        for (RulesView view : {RulesView::Classic, RulesView::Online2013, RulesView::SideBySide}) {
            const QString text = textOf(dialog, view);
            QVERIFY(!text.isEmpty());
            for (const QString &words : english)
                QCOMPARE(text.contains(words), language == u"en"_s);
        }
        dialog.setRulesView(RulesView::Online2013);
        dialog.resize(860, 680);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        testing::grabIfAsked(dialog, u"how-to-play-online-"_s + language);
        dialog.setRulesView(RulesView::SideBySide);
        dialog.showSection(5);
        testing::grabIfAsked(dialog, u"how-to-play-both-"_s + language);
        dialog.showSection(static_cast<int>(dialog.sectionTitles().size()) - 1);
        testing::grabIfAsked(dialog, u"how-to-play-decisions-"_s + language);
    }
};

QTEST_MAIN(TestHowToPlay)
#include "test_howtoplay.moc"
