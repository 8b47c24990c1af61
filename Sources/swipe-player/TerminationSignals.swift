import Foundation

/// The signals that ask the player to end, SIGTERM (a service manager, `kill`) and SIGINT (a
/// terminal's Ctrl+C), unblocked before any thread starts. A child inherits the blocked signals of
/// the thread that started it, and a thread pool's worker blocks them: a player started from one
/// would never see them, so SDL's close request (which saves the reading position) and a kiosk's
/// `STOPPING=1` would not come, and its parent would wait out its timeout and kill it.
enum TerminationSignals {
    static let asking: [Int32] = [SIGTERM, SIGINT]

    /// Unblocks them on the calling thread, and so on every thread it starts after.
    static func unblock() {
        var set = sigset_t()
        sigemptyset(&set)
        for number in asking { sigaddset(&set, number) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}
