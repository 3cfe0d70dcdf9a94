#include "mapformat/svgelementindex.h"

#include <QTest>

using namespace vinci;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(SvgFeatures)

namespace {

QByteArray svg(const char *body)
{
    return QByteArray("<svg xmlns=\"http://www.w3.org/2000/svg\" "
                      "xmlns:xlink=\"http://www.w3.org/1999/xlink\">") +
           body + "</svg>";
}

} // namespace

/** The SVG scan: ids, tags, layers, duplicates, and the features Qt 6.4 draws differently. */
class TestSvgElementIndex : public QObject
{
    Q_OBJECT

private slots:
    void findsFeaturesOfAnElement_data()
    {
        QTest::addColumn<QByteArray>("document");
        QTest::addColumn<SvgFeatures>("features"); ///< of the element with id "a"
        using F = SvgFeature;
        auto row = [](const char *name, const char *body, SvgFeatures features) {
            QTest::newRow(name) << svg(body) << features;
        };
        row("plain path", "<path id=\"a\" d=\"M0 0H1V1Z\" fill=\"red\"/>", {});
        row("clip-path attribute", "<path id=\"a\" clip-path=\"url(#c)\"/>", F::ClipPath);
        row("clip-path in style", "<path id=\"a\" style=\"fill:red; clip-path: url(#c)\"/>",
            F::ClipPath);
        row("clip-path none", "<path id=\"a\" clip-path=\"none\"/>", {});
        row("style overrides attribute",
            "<path id=\"a\" display=\"none\" style=\"display:inline\"/>", {});
        row("clipped group around", "<g clip-path=\"url(#c)\"><g><path id=\"a\"/></g></g>",
            F::ClipPath);
        row("masked child inside", "<g id=\"a\"><path/><path mask=\"url(#m)\"/></g>", F::Mask);
        row("filter", "<path id=\"a\" filter=\"url(#f)\"/>", F::Filter);
        row("pattern fill",
            "<defs><pattern id=\"p\"/></defs><path id=\"a\" style=\"fill:url('#p')\"/>",
            F::Pattern);
        row("pattern fill defined later",
            "<path id=\"a\" stroke=\"url(#p) red\"/><pattern id=\"p\"/>", F::Pattern);
        row("gradient fill is fine", "<linearGradient id=\"g\"/><path id=\"a\" fill=\"url(#g)\"/>",
            {});
        row("marker", "<path id=\"a\" marker-end=\"url(#m)\"/>", F::Marker);
        row("use of a symbol", "<symbol id=\"s\"/><use id=\"a\" xlink:href=\"#s\"/>", F::Symbol);
        row("use of a path is fine", "<path id=\"s\"/><use id=\"a\" href=\"#s\"/>", {});
        row("foreign object inside", "<g id=\"a\"><foreignObject/></g>", F::ForeignObject);
        row("blend mode", "<path id=\"a\" style=\"mix-blend-mode:multiply\"/>", F::BlendMode);
        row("paint order stroke first", "<path id=\"a\" paint-order=\"stroke fill\"/>",
            F::PaintOrder);
        row("paint order normal", "<path id=\"a\" paint-order=\"normal\"/>", {});
        row("class and attributes under a stylesheet",
            "<style>.x{fill:blue}</style><path id=\"a\" class=\"x\" fill=\"red\"/>",
            F::CssPrecedence);
        row("class alone under a stylesheet",
            "<style>.x{fill:blue}</style><path id=\"a\" class=\"x\"/>", {});
        row("class and attributes, no stylesheet", "<path id=\"a\" class=\"x\" fill=\"red\"/>", {});
        row("text inside", "<g id=\"a\"><path/><text>Alps</text></g>", F::Text);
        row("flowed text inside", "<g id=\"a\"><flowRoot/></g>", F::Text);
        row("image", "<image id=\"a\"/>", F::Image);
        row("display none around", "<g style=\"display:none\"><path id=\"a\"/></g>", F::Hidden);
        row("visibility hidden", "<path id=\"a\" visibility=\"hidden\"/>", F::Hidden);
        row("inside defs", "<defs><path id=\"a\"/></defs>", F::Hidden);
        // The one list of never-drawn elements, shared with the editor's import.
        row("inside a script", "<script><path id=\"a\"/></script>", F::Hidden);
        row("hidden child does not hide its group", "<g id=\"a\"><path display=\"none\"/></g>", {});
        row("nested svg around", "<svg><path id=\"a\"/></svg>", F::NestedSvg);
        row("several at once",
            "<g filter=\"url(#f)\"><path id=\"a\" mask=\"url(#m)\"><text/></path></g>",
            F::Filter | F::Mask | F::Text);
    }
    void findsFeaturesOfAnElement()
    {
        QFETCH(QByteArray, document);
        QFETCH(SvgFeatures, features);
        MapFileError error;
        const auto index = SvgElementIndex::fromData(document, u"t.svg"_s, &error);
        QVERIFY2(index, qPrintable(error.toString()));
        const SvgElement *a = index->find(u"a");
        QVERIFY(a);
        QCOMPARE(a->features, features);
    }

    void recordsTagsLayersAndDuplicates()
    {
        const QByteArray document =
            "<?xml version=\"1.0\"?>\n"
            "<svg:svg xmlns:svg=\"http://www.w3.org/2000/svg\" "
            "xmlns:inkscape=\"http://www.inkscape.org/namespaces/inkscape\">\n"
            "  <svg:g id=\"layer1\" inkscape:label=\"Provinces\">\n"
            "    <svg:path id=\"ireland\"/>\n"
            "    <svg:g id=\"alps\"><svg:path id=\"alps-east\"/></svg:g>\n"
            "  </svg:g>\n"
            "  <svg:g id=\"SEAS\"><svg:rect id=\"atlantic\"/></svg:g>\n"
            "  <svg:circle id=\"ireland\" r=\"1\"/>\n"
            "</svg:svg>";
        const auto index = SvgElementIndex::fromData(document, u"t.svg"_s, nullptr);
        QVERIFY(index);
        QVERIFY(index->hasAreaLayers());
        QCOMPARE(index->elements().size(), std::size_t(7)); // the duplicate too
        QCOMPARE(index->find(u"alps")->tag, u"g"_s);
        QCOMPARE(index->find(u"alps")->layer, SvgAreaLayer::Provinces);
        QCOMPARE(index->find(u"alps-east")->layer, SvgAreaLayer::None);
        QCOMPARE(index->find(u"atlantic")->layer, SvgAreaLayer::Seas);
        QCOMPARE(index->find(u"atlantic")->line, 7);
        QCOMPARE(index->duplicateIds(), QStringList{u"ireland"_s});
        // The last one wins, as in QSvgRenderer.
        QCOMPARE(index->find(u"ireland")->tag, u"circle"_s);
        QVERIFY(!index->find(u"nowhere"));
    }

    void acceptsUndeclaredPrefixesLikeQtSvg()
    {
        const QByteArray document = "<svg><g id=\"provinces\" inkscape:label=\"x\"><use id=\"a\" "
                                    "xlink:href=\"#b\"/></g></svg>";
        const auto index = SvgElementIndex::fromData(document, u"t.svg"_s, nullptr);
        QVERIFY(index);
        QCOMPARE(index->find(u"a")->layer, SvgAreaLayer::Provinces);
    }

    void refusesWhatIsNotAnSvg_data()
    {
        QTest::addColumn<QByteArray>("document");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty") << QByteArray() << u"t.svg:1:1: the file is empty"_s;
        QTest::newRow("unclosed") << QByteArray("<svg>\n  <g>\n</svg>") << u"t.svg:3:"_s;
        QTest::newRow("two roots") << QByteArray("<svg/>\n<svg/>") << u"t.svg:2:"_s;
        QTest::newRow("html") << QByteArray("<html/>")
                              << u"t.svg:1:8: not an SVG file: the top element is <html>"_s;
        QTest::newRow("text only") << QByteArray("hello") << u"t.svg:1:"_s;
    }
    void refusesWhatIsNotAnSvg()
    {
        QFETCH(QByteArray, document);
        QFETCH(QString, expected);
        MapFileError error;
        QVERIFY(!SvgElementIndex::fromData(document, u"t.svg"_s, &error));
        QCOMPARE(error.code, MapFindingCode::SvgUnreadable);
        QVERIFY2(error.toString().startsWith(expected), qPrintable(error.toString()));
    }
};

QTEST_APPLESS_MAIN(TestSvgElementIndex)
#include "test_svgelementindex.moc"
