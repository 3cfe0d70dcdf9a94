// The short forms a name takes where the whole name has no room at the fit zoom (clearNames):
// cut after a consonant a vowel follows, in every language, with a full stop; connectives as
// "&"; never longer than the name; none for a short word.

#include "nameabbreviation.h"

#include <QTest>

using namespace vinci;
using namespace Qt::StringLiterals;

class TestNameAbbreviation : public QObject
{
    Q_OBJECT

private slots:
    void atlasForms_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("form");
        QTest::newRow("Switzerland") << u"Switzerland"_s << u"Switz."_s;
        QTest::newRow("Hungary") << u"Hungary"_s << u"Hung."_s;
        QTest::newRow("Slovenia") << u"Slovenia"_s << u"Slov."_s;
        QTest::newRow("Montenegro") << u"Montenegro"_s << u"Mont."_s;
        QTest::newRow("Kosovo") << u"Kosovo"_s << u"Kos."_s;
        QTest::newRow("North Macedonia") << u"North Macedonia"_s << u"N. Maced."_s;
        QTest::newRow("Bosnia and Herz.") << u"Bosnia and Herz."_s << u"Bosn. & Herz."_s;
        QTest::newRow("Macédoine du Nord") << u"Macédoine du Nord"_s << u"M. du Nord"_s;
        QTest::newRow("Schweiz") << u"Schweiz"_s << u"Schw."_s;
        QTest::newRow("Oberägypten") << u"Oberägypten"_s << u"Oberäg."_s;
        // The s42 walk: "Île-d.", cut inside "de"; the last part is cut, the rest stays.
        QTest::newRow("Île-de-France") << u"Île-de-France"_s << u"Île-de-Fr."_s;
    }
    void atlasForms()
    {
        QFETCH(QString, name);
        QFETCH(QString, form);
        const QStringList forms = shortForms(name);
        QVERIFY2(forms.contains(form), qPrintable(forms.join(u" | "_s)));
        for (qsizetype i = 0; i < forms.size(); ++i) {
            QVERIFY(forms[i].size() < name.size());
            QVERIFY(forms[i] != name);
            if (i > 0)
                QVERIFY(forms[i].size() <= forms[i - 1].size()); // longest first
        }
    }

    void shortWordsStay()
    {
        QVERIFY(shortForms(u"Iraq"_s).isEmpty());
        QVERIFY(shortForms(u"Malta"_s).isEmpty());
        QVERIFY(shortForms(u"Sinai"_s).isEmpty()); // not "Sin." (the German Mediterranean)
        QVERIFY(shortForms(u""_s).isEmpty());
        QVERIFY(!shortForms(u"Île-de-France"_s).contains(u"Île-d."_s));
    }

    /**
     * The s45 walk: Slovakia and Slovenia both drawn "Slov.", which names neither. A form two
     * names share, or one that is another's whole name, is no form of either.
     */
    void noTwoNamesCutAlike()
    {
        QVERIFY(shortForms(u"Slovakia"_s).contains(u"Slov."_s));
        QVERIFY(shortForms(u"Slovenia"_s).contains(u"Slov."_s));
        const std::vector<QStringList> forms =
            distinctShortForms({u"Slovakia"_s, u"Slovenia"_s, u"Hungary"_s, u"Hung."_s});
        QCOMPARE(forms.size(), std::size_t{4});
        QVERIFY2(!forms[0].contains(u"Slov."_s), qPrintable(forms[0].join(u" | "_s)));
        QVERIFY2(!forms[1].contains(u"Slov."_s), qPrintable(forms[1].join(u" | "_s)));
        // Each cut further instead, where the two part.
        QCOMPARE(forms[0], QStringList{u"Slovak."_s});
        QCOMPARE(forms[1], QStringList{u"Sloven."_s});
        QVERIFY2(!forms[2].contains(u"Hung."_s), qPrintable(forms[2].join(u" | "_s)));
    }
};

QTEST_MAIN(TestNameAbbreviation)
#include "test_nameabbreviation.moc"
