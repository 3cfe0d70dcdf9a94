#pragma once

#include "session/loggedevent.h"

#include <QJsonArray>

#include <cstddef>
#include <map>
#include <vector>

/**
 * The program seats' reasons of a game's log, kept in its save's metadata ("reasons"): the save
 * holds the actions, from which the log's events are rebuilt, but a reason is what a program
 * thought, which no replay says again (the s42 walk: the "thinks:" lines were gone from the log
 * after a resume or a reopen).
 */
namespace vinci::savedreasons {

/** The reasons of `log` that name their action (LoggedReason::action), in order. */
QJsonArray toJson(const std::vector<LoggedEvent> &log);
/** The reasons of `json`, by the index of the action each explains; bad entries are left out. */
std::multimap<std::size_t, LoggedReason> fromJson(const QJsonArray &json);

} // namespace vinci::savedreasons
