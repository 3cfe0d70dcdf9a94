#include "session/hintadvisor.h"

#include "ai/strategist.h"
#include "session/gamecontroller.h"

#include <QPromise>
#include <QThreadPool>

namespace vinci {

HintAdvisor::HintAdvisor(GameController *controller, QObject *parent)
    : QObject(parent)
    , m_controller(controller)
    , m_samples(StrategistSettings::forLevel(StrategistLevel::Hard).searchSamples)
    , m_milliseconds(HintThinkMs)
{
    connect(m_controller, &GameController::stateChanged, this, &HintAdvisor::onStateChanged);
    connect(m_controller, &GameController::gameReset, this, &HintAdvisor::reset);
}

HintAdvisor::~HintAdvisor()
{
    if (m_thinking)
        m_thinking->disconnect(this);
}

void HintAdvisor::setBudget(int samples, int milliseconds)
{
    m_samples = samples;
    m_milliseconds = milliseconds;
}

bool HintAdvisor::canAsk() const
{
    return m_controller->isHumanToAct() && !m_thinking && !m_hint;
}

void HintAdvisor::ask()
{
    if (!canAsk())
        return;
    m_asked = m_controller->state();
    const quint64 seed = hintSeed(m_controller->options().seed, m_controller->actions().size());
    // As a program seat's decision (GameController::startThinking()): the worker has its own
    // copy of the position and touches nothing of the window; a dropped answer is never read.
    auto promise = std::make_shared<QPromise<Hint>>();
    auto *watcher = new QFutureWatcher<Hint>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] { hintReady(watcher); });
    watcher->setFuture(promise->future());
    m_thinking = watcher;
    QThreadPool::globalInstance()->start(
        [promise, state = *m_asked, seed, samples = m_samples, ms = m_milliseconds] {
            promise->start();
            promise->addResult(strategistHint(state, seed, samples, ms));
            promise->finish();
        });
    emit changed();
}

void HintAdvisor::hintReady(QFutureWatcher<Hint> *watcher)
{
    watcher->deleteLater();
    if (watcher != m_thinking || watcher->future().resultCount() == 0)
        return;
    m_thinking = nullptr;
    Hint hint = watcher->result();
    if (!hint.empty() && m_controller->hasGame() && m_asked && *m_asked == m_controller->state()) {
        m_controller->countHint(hint.player);
        m_hint = std::move(hint);
    } else {
        m_asked.reset();
    }
    emit changed();
}

void HintAdvisor::cancel()
{
    if (!m_thinking)
        return;
    m_thinking->disconnect(this);
    m_thinking->deleteLater();
    m_thinking = nullptr;
    m_asked.reset();
    emit changed();
}

void HintAdvisor::dismiss()
{
    if (!m_hint)
        return;
    m_hint.reset();
    m_asked.reset();
    emit changed();
}

bool HintAdvisor::apply()
{
    if (!m_hint || !m_controller->hasGame() || !m_asked || !(*m_asked == m_controller->state()))
        return false;
    const std::vector<Action> actions = m_hint->actions;
    // Forgotten first: the step played changes the state, which would drop it anyway.
    m_hint.reset();
    m_asked.reset();
    emit changed();
    return !m_controller->playAll(actions).has_value();
}

void HintAdvisor::onStateChanged()
{
    if (m_asked && (!m_controller->hasGame() || !(*m_asked == m_controller->state())))
        reset();
}

void HintAdvisor::reset()
{
    const bool had = m_thinking || m_hint;
    if (m_thinking) {
        m_thinking->disconnect(this);
        m_thinking->deleteLater();
        m_thinking = nullptr;
    }
    m_hint.reset();
    m_asked.reset();
    if (had)
        emit changed();
}

} // namespace vinci
