#pragma once

#include <QString>
#include <QStringList>

namespace vinci {

/** Why apply() refused an action: a stable code for programs, a message for people. */
enum class RejectionCode : quint8
{
    GameIsOver,
    WrongPhase,
    NotAProvince,
    SlotOutOfRange,
    VirtualPlayerTakesFirst,
    NotEnoughPoints,
    NoActiveCivilization,
    RebirthDeclinesAtEndOfTurn,
    NotYourProvince,
    TooLateToAbandon,
    TooLateForPeace,
    NoDiplomacy,
    PeaceWithSelf,
    NoSuchPlayer,
    PeaceAlreadyDeclared,
    OwnProvince,
    NotAdjacent,
    NotAStartProvince,
    OwnDecliningNeedsHeritage,
    AtPeace,
    NoEspionage,
    EspionageUsed,
    EspionageOnConversion,
    NotEnoughPawns,
    HandEmpty,
    NoPawnToLift,
    EmpireNotSplit,
    NoFortification,
    FortLimitReached,
    FortAlreadyThere,
    PawnsLeftInHand,
    ProvinceLeftEmpty,
    TwoPawnsWhileOneIsEmpty,
    EmpireNotCohesive,
    NothingToRedeploy,
    NoPhilosophy,
    NoProvinceToReorganize,
    DeclineEndsThisReorganization,
};

/** A refusal: the code, and a message already translated (context "Rejection"). */
struct Rejection
{
    RejectionCode code;
    QString message;
};

/** The untranslated English message for a code, for logs and tests. */
const char *rejectionText(RejectionCode code);

/** "3 pawns", translated, for a rejection's `args`. */
QString rejectionPawns(int count);

/** The rejection for a code, its message translated, with %1.. filled from `args`. */
Rejection reject(RejectionCode code, const QStringList &args = {});

} // namespace vinci
