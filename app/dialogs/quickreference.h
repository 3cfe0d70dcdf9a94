#pragma once

#include "rules/ruleset.h"

#include <QCoreApplication>
#include <QString>

#include <memory>

class QPagedPaintDevice;
class QTextDocument;

namespace vinci {

/**
 * The quick reference of a rule set, to print or keep as a PDF: the turn, the costs, scoring and
 * the end, then every tile of the bag with its red number, whether it stays in decline, and its
 * effect, on one or two A4 pages in the interface language. Written from the same rule data as
 * How to Play (HowToPlayText's passages, the tile table), so the two never disagree.
 */
class QuickReference
{
    Q_DECLARE_TR_FUNCTIONS(QuickReference)

public:
    /** The reference as rich text. */
    static QString html(RuleSetId id);
    /** The reference as a document for `device`'s pages (printer or PDF writer). */
    static std::unique_ptr<QTextDocument> document(RuleSetId rules);
    /** Lays the reference out on `device`'s pages and paints them. */
    static void print(RuleSetId rules, QPagedPaintDevice *device);
    /** Writes the reference as an A4 PDF; false, with `error` said for a person, when it cannot. */
    static bool writePdf(RuleSetId rules, const QString &fileName, QString *error);
    /** The name a PDF is proposed under ("Vinci quick reference - Classic (1999).pdf"). */
    static QString proposedFileName(RuleSetId rules);
};

} // namespace vinci
