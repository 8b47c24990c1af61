import Foundation

/// Asked from any thread (a Ctrl+C handler) to stop an export; the export stops after the frame
/// it is making, and its output is removed.
public final class ExportCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    public init() {}

    public func cancel() { lock.withLock { cancelled = true } }

    public var isCancelled: Bool { lock.withLock { cancelled } }
}

/// The export was stopped before it finished; nothing was written.
public struct ExportCancelled: Error, CustomStringConvertible {
    public var description: String { "export cancelled" }
}
