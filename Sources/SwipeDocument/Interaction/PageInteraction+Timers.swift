/// Timers (behaviour reference 3.3): a timer action starts a node of its own whose ticks are
/// queued jobs, once or repeating, their actions run with the timer as handler and originator
/// (their updates go to the node that started it); leaving the page stops them all.
extension PageInteraction {
    struct RunningTimer {
        var parent: InteractionNode
        var action: TimerAction
        var running: Bool
    }

    /// A timer node under `parent`, its first tick queued; one without tick actions never runs.
    mutating func startTimer(_ t: TimerAction, parent: InteractionNode) {
        guard t.tick != nil else { return }
        timers.append(RunningTimer(parent: parent, action: t, running: true))
        enqueue(.tick(timers.count - 1), at: now + t.duration)
    }

    /// Timer `i`'s tick: its next one queued if it repeats (else it stops), then its actions run
    /// with the timer as handler and originator. A stopped timer's tick does nothing.
    mutating func tick(timer i: Int) {
        guard timers.indices.contains(i), timers[i].running, let tick = timers[i].action.tick else { return }
        if timers[i].action.repeats {
            enqueue(.tick(i), at: now + timers[i].action.duration)
        } else {
            timers[i].running = false
        }
        record(FiredEvent("tick", .timer(i), now))
        execute(tick.actions, handler: .timer(i), originator: .timer(i))
    }

    /// The page left the screen: its timers stop, and ticks already queued do nothing (3.3: the
    /// original engine stopped every timer of the document whenever any page was unloaded).
    public mutating func leave() {
        for i in timers.indices { timers[i].running = false }
        queue.removeAll { if case .tick = $0.work { return true } else { return false } }
    }
}
