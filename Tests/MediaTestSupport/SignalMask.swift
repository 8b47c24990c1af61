import Foundation

/// Runs `body`, which starts a child, with `signals` blocked (`SIG_BLOCK`) or unblocked
/// (`SIG_UNBLOCK`) on this thread, then gives the thread its mask back. A child inherits the
/// blocked signals of the thread that starts it, and a test's threads (the pool's workers) block
/// SIGTERM among others: a server started from one would ignore a polite end.
public func withSignals<T>(_ how: Int32, _ signals: [Int32], _ body: () throws -> T) rethrows -> T {
    var set = sigset_t(), old = sigset_t()
    sigemptyset(&set)
    for number in signals { sigaddset(&set, number) }
    pthread_sigmask(how, &set, &old)
    defer { pthread_sigmask(SIG_SETMASK, &old, nil) }
    return try body()
}
