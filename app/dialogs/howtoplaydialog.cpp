#include "dialogs/howtoplaydialog.h"

#include "dialogs/howtoplaytext.h"
#include "dialogs/rulesdecisionsguide.h"
#include "windowplacement.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

/** The rule set a single view shows (SideBySide shows both). */
RuleSetId ruleSetOf(RulesView view)
{
    return view == RulesView::Online2013 ? RuleSetId::Online2013 : RuleSetId::Classic;
}

/** A passage the rule sets word differently, as two columns headed by the rule sets' names. */
QString sideBySide(const RulesPassage &passage)
{
    return u"<table class='compare' cellspacing='0' cellpadding='0' width='100%'><tr>"
           u"<th align='left'>%1</th><th align='left'>%2</th></tr>"
           u"<tr><td width='49%' valign='top'>%3</td><td width='49%' valign='top'>%4</td></tr></table>"_s
               .arg(HowToPlayText::ruleSetTitle(RuleSetId::Classic).toHtmlEscaped(),
                    HowToPlayText::ruleSetTitle(RuleSetId::Online2013).toHtmlEscaped(),
                    passage.classic, passage.online);
}

QString decisionsOf(RuleSetId rules)
{
    QString html;
    for (const RulesDecision &decision : RulesDecisionsGuide::decisions()) {
        if (decision.rules == rules)
            html += RulesDecisionsGuide::html(decision);
    }
    return html;
}

/** A wide passage the rule sets word differently, one above the other under their names. */
QString oneAboveTheOther(const RulesPassage &passage)
{
    QString html;
    for (const RuleSetId rules : {RuleSetId::Classic, RuleSetId::Online2013})
        html += u"<h3>%1</h3>%2"_s.arg(HowToPlayText::ruleSetTitle(rules).toHtmlEscaped(),
                                       passage.of(rules));
    return html;
}

} // namespace

HowToPlayDialog::HowToPlayDialog(QWidget *parent, RuleSetId rules)
    : QDialog(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *choice = new QHBoxLayout;
    auto *label = new QLabel(this);
    label->setObjectName(u"rulesViewLabel"_s);
    m_rulesView = new QComboBox(this);
    m_rulesView->setObjectName(u"rulesView"_s);
    label->setBuddy(m_rulesView);
    choice->addWidget(label);
    choice->addWidget(m_rulesView);
    choice->addStretch(1);
    layout->addLayout(choice);
    auto *splitter = new QSplitter(this);
    m_contents = new QListWidget(splitter);
    m_contents->setMaximumWidth(260);
    m_contents->setWordWrap(true);
    m_contents->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_contents->setStyleSheet(
        u"QListWidget { padding: 4px; } QListWidget::item { padding: 5px 4px; }"_s);
    m_view = new QTextBrowser(splitter);
    m_view->setOpenLinks(false);
    m_view->document()->setDocumentMargin(12);
    m_view->document()->setDefaultStyleSheet(
        u"h2 { color: #5a3d10; margin-top: 18px; } h3 { color: #5a3d10; } "
        u"p, li { line-height: 125%; } td { padding: 2px 8px; } th { padding: 2px 8px; } "
        u".rule { background-color: #f7efdf; } .compare th { background-color: #eadcc0; } "
        u".compare td { background-color: #f7efdf; } .id { color: #7a6a50; font-weight: bold; } "
        u".quote { font-style: italic; } .source { color: #6a5a40; }"_s);
    splitter->addWidget(m_contents);
    splitter->addWidget(m_view);
    splitter->setStretchFactor(1, 1);
    layout->addWidget(splitter, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_contents, &QListWidget::currentRowChanged, this, &HowToPlayDialog::showSection);
    for (int i = 0; i < 3; ++i)
        m_rulesView->addItem(QString(), i);
    m_rulesView->setCurrentIndex(static_cast<int>(
        rules == RuleSetId::Online2013 ? RulesView::Online2013 : RulesView::Classic));
    connect(m_rulesView, &QComboBox::currentIndexChanged, this, [this] { render(); });
    resize(QSize(860, 680).boundedTo(roomOnScreen(*this)));
    retranslate();
}

RulesView HowToPlayDialog::rulesView() const
{
    return static_cast<RulesView>(m_rulesView->currentIndex());
}

void HowToPlayDialog::setRulesView(RulesView view)
{
    m_rulesView->setCurrentIndex(static_cast<int>(view));
}

void HowToPlayDialog::showSection(int index)
{
    if (index < 0 || index >= m_anchors.size())
        return;
    m_view->scrollToAnchor(m_anchors.at(index));
    const QSignalBlocker blocker(m_contents);
    m_contents->setCurrentRow(index);
}

QStringList HowToPlayDialog::sectionTitles() const
{
    QStringList titles;
    for (int row = 0; row < m_contents->count(); ++row)
        titles << m_contents->item(row)->text();
    return titles;
}

QString HowToPlayDialog::plainText() const
{
    return m_view->toPlainText();
}

void HowToPlayDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void HowToPlayDialog::retranslate()
{
    setWindowTitle(tr("How to play Vinci"));
    findChild<QLabel *>(u"rulesViewLabel"_s)->setText(tr("&Rules:"));
    m_rulesView->setItemText(static_cast<int>(RulesView::Classic),
                             HowToPlayText::ruleSetTitle(RuleSetId::Classic));
    m_rulesView->setItemText(static_cast<int>(RulesView::Online2013),
                             HowToPlayText::ruleSetTitle(RuleSetId::Online2013));
    m_rulesView->setItemText(static_cast<int>(RulesView::SideBySide), tr("Both, side by side"));
    render();
}

void HowToPlayDialog::render()
{
    const RulesView view = rulesView();
    const int row = std::max(0, m_contents->currentRow());
    const QSignalBlocker blocker(m_contents);
    m_contents->clear();
    m_anchors.clear();

    QString intro;
    switch (view) {
    case RulesView::Classic:
        intro = tr("A summary of the Classic rules (1999) with the designer's errata.");
        break;
    case RulesView::Online2013:
        intro = tr("A summary of the online rules of 2013 (Vinci II); where they are silent, "
                   "the Classic rules apply.");
        break;
    case RulesView::SideBySide:
        intro = tr("The Classic rules (1999, with the designer's errata) and the online rules "
                   "of 2013: where they differ, each has its column.");
        break;
    }
    QString html = u"<h1>%1</h1><p><i>%2</i></p>"_s.arg(tr("How to play").toHtmlEscaped(),
                                                        intro.toHtmlEscaped());
    const auto addSection = [&](const QString &anchor, const QString &title, const QString &body) {
        m_contents->addItem(title);
        m_anchors << anchor;
        html += u"<h2><a name='%1'></a>%2</h2>%3"_s.arg(anchor, title.toHtmlEscaped(), body);
    };
    for (const HowToPlaySection &section : HowToPlayText::sections()) {
        QString body;
        for (const RulesPassage &passage : section.passages) {
            if (!passage.differs())
                body += passage.classic;
            else if (view == RulesView::SideBySide)
                body += passage.stacked ? oneAboveTheOther(passage) : sideBySide(passage);
            else
                body += passage.of(ruleSetOf(view));
        }
        addSection(section.anchor, section.title, body);
    }

    QString decisions =
        u"<p>%1</p>"_s.arg(tr("Where the rule texts are unclear or disagree, the game decided as "
                              "follows. Each answer quotes the sentence it rests on, with the "
                              "text and its section; a quotation keeps the language of its "
                              "text.")
                               .toHtmlEscaped());
    if (view == RulesView::SideBySide) {
        for (const RuleSetId rules : {RuleSetId::Classic, RuleSetId::Online2013})
            decisions += u"<h3>%1</h3>"_s.arg(HowToPlayText::ruleSetTitle(rules).toHtmlEscaped()) +
                         decisionsOf(rules);
    } else {
        if (view == RulesView::Online2013)
            decisions += u"<p>%1</p>"_s.arg(
                tr("Where the online rules are silent, the Classic rules apply, with the "
                   "answers listed under %1.")
                    .arg(HowToPlayText::ruleSetTitle(RuleSetId::Classic))
                    .toHtmlEscaped());
        decisions += decisionsOf(ruleSetOf(view));
    }
    addSection(u"decisions"_s, tr("Rules questions answered"), decisions);

    m_view->setHtml(html);
    // The same section stays in view in the other rules or language.
    if (row > 0)
        m_view->scrollToAnchor(m_anchors.at(std::min(row, m_contents->count() - 1)));
    m_contents->setCurrentRow(std::min(row, m_contents->count() - 1));
}

} // namespace vinci
