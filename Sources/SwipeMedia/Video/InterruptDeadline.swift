import CFFmpeg
import Foundation

/// What FFmpeg's blocking calls (connecting, reading from the network) check while they wait: a
/// deadline, and a cancel switch for closing a decoder. Passed to FFmpeg as its interrupt callback,
/// so an unreachable or silent server ends in a timeout instead of a hang.
final class InterruptDeadline: @unchecked Sendable {
    private let lock = NSLock()
    private var deadline = UInt64.max
    private var cancelled = false

    /// Calls from now on give up after `seconds`.
    func arm(_ seconds: Double) {
        lock.lock()
        deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, seconds) * 1e9)
        lock.unlock()
    }

    /// Every call from now on gives up at once.
    func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }

    var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    /// Whether the deadline passed (rather than the call being cancelled).
    var expired: Bool {
        lock.lock()
        defer { lock.unlock() }
        return DispatchTime.now().uptimeNanoseconds > deadline
    }

    private var shouldStop: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled || DispatchTime.now().uptimeNanoseconds > deadline
    }

    /// The callback FFmpeg polls; the object must outlive the format context it is given to.
    var callback: AVIOInterruptCB {
        AVIOInterruptCB(callback: { opaque in
            guard let opaque else { return 0 }
            return Unmanaged<InterruptDeadline>.fromOpaque(opaque).takeUnretainedValue().shouldStop ? 1 : 0
        }, opaque: Unmanaged.passUnretained(self).toOpaque())
    }
}
