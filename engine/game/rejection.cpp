#include "rejection.h"

#include "turnsteps.h"

#include <QCoreApplication>
#include <QStringList>

namespace vinci {

const char *rejectionText(RejectionCode code)
{
    switch (code) {
    case RejectionCode::GameIsOver:
        return QT_TRANSLATE_NOOP("Rejection", "The game is over.");
    case RejectionCode::WrongPhase:
        return QT_TRANSLATE_NOOP("Rejection", "That is not possible at this point of the turn.");
    case RejectionCode::NotAProvince:
        return QT_TRANSLATE_NOOP("Rejection", "That is not a land province of this map.");
    case RejectionCode::SlotOutOfRange:
        return QT_TRANSLATE_NOOP("Rejection", "There is no civilization in that place.");
    case RejectionCode::VirtualPlayerTakesFirst:
        return QT_TRANSLATE_NOOP("Rejection",
                                 "A virtual player always chooses the first civilization.");
    case RejectionCode::NotEnoughPoints:
        return QT_TRANSLATE_NOOP("Rejection", "You have too few victory points to pass over "
                                              "that many civilizations (%1 needed).");
    case RejectionCode::NoActiveCivilization:
        return QT_TRANSLATE_NOOP("Rejection", "You have no active civilization.");
    case RejectionCode::RebirthDeclinesAtEndOfTurn:
        return QT_TRANSLATE_NOOP("Rejection", "A civilization with Rebirth declares its decline at "
                                              "the end of a normal turn, after scoring.");
    case RejectionCode::NotYourProvince:
        return QT_TRANSLATE_NOOP("Rejection", "That province is not held by your active empire.");
    case RejectionCode::TooLateToAbandon:
        return QT_TRANSLATE_NOOP("Rejection", "Provinces are abandoned when collecting pawns, "
                                              "before the first conquest.");
    case RejectionCode::TooLateForPeace:
        return QT_TRANSLATE_NOOP("Rejection", "Peace is declared at the start of the turn, before "
                                              "the first conquest.");
    case RejectionCode::NoDiplomacy:
        return QT_TRANSLATE_NOOP("Rejection", "Only a civilization with Diplomacy can declare "
                                              "peace.");
    case RejectionCode::PeaceWithSelf:
        return QT_TRANSLATE_NOOP("Rejection", "Choose an opponent to be at peace with.");
    case RejectionCode::NoSuchPlayer:
        return QT_TRANSLATE_NOOP("Rejection", "There is no such player.");
    case RejectionCode::PeaceAlreadyDeclared:
        return QT_TRANSLATE_NOOP("Rejection", "You have already declared all the peace your "
                                              "Diplomacy allows this turn.");
    case RejectionCode::OwnProvince:
        return QT_TRANSLATE_NOOP("Rejection", "Your active empire already holds that province.");
    case RejectionCode::NotAdjacent:
        return QT_TRANSLATE_NOOP("Rejection", "That province is not adjacent to your empire.");
    case RejectionCode::NotAStartProvince:
        return QT_TRANSLATE_NOOP("Rejection", "A new civilization enters on a province at the edge "
                                              "of the board or one sea zone away from it.");
    case RejectionCode::OwnDecliningNeedsHeritage:
        return QT_TRANSLATE_NOOP("Rejection", "Only an empire with Heritage may conquer its own "
                                              "declining empire.");
    case RejectionCode::AtPeace:
        return QT_TRANSLATE_NOOP("Rejection", "You are at peace with that player (Diplomacy).");
    case RejectionCode::NoEspionage:
        return QT_TRANSLATE_NOOP("Rejection", "Only a civilization with Espionage can use spies.");
    case RejectionCode::EspionageUsed:
        return QT_TRANSLATE_NOOP("Rejection", "Espionage has already been used this turn.");
    case RejectionCode::EspionageOnConversion:
        return QT_TRANSLATE_NOOP("Rejection", "Religion converts this province for no pawn: "
                                              "spies cannot be used on it.");
    case RejectionCode::NotEnoughPawns:
        return QT_TRANSLATE_NOOP("Rejection", "That conquest costs %1; you have %2.");
    case RejectionCode::HandEmpty:
        return QT_TRANSLATE_NOOP("Rejection", "You have no pawn left in hand.");
    case RejectionCode::NoPawnToLift:
        return QT_TRANSLATE_NOOP("Rejection", "That province has no pawn to take.");
    case RejectionCode::EmpireNotSplit:
        return QT_TRANSLATE_NOOP("Rejection", "Your empire is in one piece.");
    case RejectionCode::NoFortification:
        return QT_TRANSLATE_NOOP("Rejection", "Only a civilization with Fortification builds "
                                              "forts.");
    case RejectionCode::FortLimitReached:
        return QT_TRANSLATE_NOOP("Rejection", "You have built all the forts allowed this turn.");
    case RejectionCode::FortAlreadyThere:
        return QT_TRANSLATE_NOOP("Rejection", "That province already has a fort.");
    case RejectionCode::PawnsLeftInHand:
        return QT_TRANSLATE_NOOP("Rejection", "All pawns must be placed on the board (%1 left).");
    case RejectionCode::ProvinceLeftEmpty:
        return QT_TRANSLATE_NOOP("Rejection", "Every province needs at least one pawn: %1 has "
                                              "none.");
    case RejectionCode::TwoPawnsWhileOneIsEmpty:
        return QT_TRANSLATE_NOOP("Rejection", "With fewer pawns than provinces, put one pawn per "
                                              "province: %1 has more than one.");
    case RejectionCode::EmpireNotCohesive:
        return QT_TRANSLATE_NOOP("Rejection", "Your empire must be in one piece (rule of "
                                              "cohesion): choose the part to keep.");
    case RejectionCode::NothingToRedeploy:
        return QT_TRANSLATE_NOOP("Rejection", "No surviving pawn is waiting to be placed there.");
    case RejectionCode::NoPhilosophy:
        return QT_TRANSLATE_NOOP("Rejection", "Only a civilization with Philosophy may reorganize "
                                              "before going into decline.");
    case RejectionCode::NoProvinceToReorganize:
        return QT_TRANSLATE_NOOP("Rejection", "Your empire holds no province to reorganize.");
    case RejectionCode::DeclineEndsThisReorganization:
        return QT_TRANSLATE_NOOP("Rejection", "You are reorganizing before the decline: go into "
                                              "decline to end it.");
    }
    return "";
}

namespace {
// Each thread's own count of the WordlessRejections alive on it: state by design, not a constant.
thread_local int wordlessDepth = 0; // NOLINT(cppcoreguidelines-avoid-non-const-global-variables)
} // namespace

turnsteps::WordlessRejections::WordlessRejections()
{
    ++wordlessDepth;
}

turnsteps::WordlessRejections::~WordlessRejections()
{
    --wordlessDepth;
}

bool turnsteps::WordlessRejections::active()
{
    return wordlessDepth > 0;
}

QString rejectionPawns(int count)
{
    return QCoreApplication::translate("Rejection", "%n pawn(s)", nullptr, count);
}

Rejection reject(RejectionCode code, const QStringList &args)
{
    if (turnsteps::WordlessRejections::active())
        return {code, {}};
    QString message = QCoreApplication::translate("Rejection", rejectionText(code));
    for (const QString &arg : args)
        message = message.arg(arg);
    return {code, message};
}

} // namespace vinci
