import Foundation
import Testing

/// SDL is one library per process, not safe to call from several threads at once, and the test
/// targets' own serialized suites run alongside each other: every test case of a suite with this
/// trait runs alone among all such suites of the process (a window test of one target never runs
/// beside an offscreen render of another).
public struct SDLExclusive: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        guard testCase != nil else { return try await function() }
        await SDLGate.shared.acquire()
        let start = ContinuousClock.now
        do {
            try await function()
        } catch {
            TestTimes.record(test, since: start)
            await SDLGate.shared.release()
            throw error
        }
        TestTimes.record(test, since: start)
        await SDLGate.shared.release()
    }
}

/// How long each test case held SDL, written where `SWIPE_TEST_TIMES` names a file (a line each:
/// seconds, a tab, the test's name; each case of a parameterized test a line of its own). Swift
/// Testing's own times count the wait for the turn too; these are the test's alone, the stretches
/// that add up to the suite's time.
enum TestTimes {
    static func record(_ test: Test, since start: ContinuousClock.Instant) {
        guard let path = ProcessInfo.processInfo.environment["SWIPE_TEST_TIMES"] else { return }
        let elapsed = start.duration(to: .now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let line = String(format: "%.2f\t", seconds) + "\(test.id)\n"
        if !FileManager.default.fileExists(atPath: path) { FileManager.default.createFile(atPath: path, contents: nil) }
        guard let file = FileHandle(forWritingAtPath: path) else { return }
        file.seekToEndOfFile()
        file.write(Data(line.utf8))
        try? file.close()
    }
}

extension Trait where Self == SDLExclusive {
    /// Runs each test case alone among every suite of the process that uses SDL.
    public static var sdlExclusive: Self { SDLExclusive() }
}

/// The one turn at SDL, handed over in the order asked for, without blocking a thread.
actor SDLGate {
    static let shared = SDLGate()
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func acquire() async {
        guard busy else {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
    }
}
