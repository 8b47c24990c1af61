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
        do {
            try await function()
        } catch {
            await SDLGate.shared.release()
            throw error
        }
        await SDLGate.shared.release()
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
