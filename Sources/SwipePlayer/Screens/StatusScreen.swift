import Foundation
import SwipeDocument
import SwipeReader
import SwipeNet
import SwipeRender

/// A `StatusPage` in the window: a document on its way, fetched by a job on a background thread
/// while a progress bar moves, then shown in this screen's place; or what went wrong (a failed
/// job, a file that cannot be opened), with a way back and R to try again.
public final class StatusScreen: Screen {
    /// Work done off the window's thread: it reports progress (0...1 and a line saying what is
    /// being fetched), stops early when cancelled (the reader went back), and ends with the
    /// document read or a message saying why not.
    public typealias Job = @Sendable (_ progress: @escaping @Sendable (Double, String) -> Void, _ cancellation: Cancellation) -> Result<Brought, JobFailure>

    /// What a job brings: a Swipe document or list, or a Boken story.
    public enum Brought: Sendable {
        case document(LoadResult)
        case story(StoryLoadResult)
    }

    /// Why a job could not bring its document.
    public struct JobFailure: Error {
        public var lines: [String]
        public init(lines: [String]) { self.lines = lines }
    }

    /// What a job has said so far, shared with its thread.
    private final class Mailbox: @unchecked Sendable {
        private let lock = NSLock()
        private var progress = 0.0
        private var line = ""
        private var outcome: Result<Brought, JobFailure>?
        let cancellation = Cancellation()

        func report(_ progress: Double, _ line: String) { lock.withLock { (self.progress, self.line) = (progress, line) } }
        func finish(_ outcome: Result<Brought, JobFailure>) { lock.withLock { self.outcome = outcome } }
        var state: (progress: Double, line: String, outcome: Result<Brought, JobFailure>?) { lock.withLock { (progress, line, outcome) } }
    }

    public let title: String
    private let context: ScreenContext
    private let compositor: Compositor
    private var page: StatusPage
    private let job: Job?
    /// Makes the screen for what the job brought.
    private let finish: ((Brought, ScreenContext) -> Screen)?
    private var mailbox: Mailbox?

    /// An error page: `lines` say what went wrong.
    public convenience init(title: String, lines: [String], context: ScreenContext) {
        self.init(title: title, lines: lines, job: nil, finish: nil, context: context)
    }

    /// A document on its way: `job` runs at once on a thread of its own; `finish` makes the
    /// screen that takes this one's place when it succeeds.
    public convenience init(title: String, job: @escaping Job, finish: @escaping (Brought, ScreenContext) -> Screen, context: ScreenContext) {
        self.init(title: title, lines: [], job: job, finish: finish, context: context)
        start()
    }

    private init(title: String, lines: [String], job: Job?, finish: ((Brought, ScreenContext) -> Screen)?, context: ScreenContext) {
        self.title = title
        self.context = context
        self.job = job
        self.finish = finish
        let resources = RenderResources()
        compositor = Compositor(device: context.device, images: resources.images, fonts: resources.fonts, text: TextRasterizer(fonts: resources.fonts),
                                textureBudget: 8 << 20)
        page = StatusPage(title: title, lines: lines, progress: nil, back: context.depth > 0, style: context.style)
    }

    /// Whether the job is still running.
    public var isLoading: Bool { mailbox != nil }

    /// The page shown now (its title, lines and progress).
    public var shown: StatusPage { page }

    private func start() {
        guard let job else { return }
        let mailbox = Mailbox()
        self.mailbox = mailbox
        page.lines = ["Loading…"]
        page.progress = 0
        Thread {
            mailbox.finish(job({ mailbox.report($0, $1) }, mailbox.cancellation))
        }.start()
    }

    public func appeared(at t: Double) {}

    public func closed() { mailbox?.cancellation.cancel() }

    public func step(at t: Double) -> ScreenAction? {
        guard let mailbox else { return nil }
        let state = mailbox.state
        page.progress = state.progress
        if !state.line.isEmpty { page.lines = [state.line] }
        guard let outcome = state.outcome else { return nil }
        self.mailbox = nil
        switch outcome {
        case .success(let result):
            return finish.map { .replace($0(result, context)) }
        case .failure(let failure):
            page.progress = nil
            page.lines = failure.lines + ["", job == nil ? "" : retryHint]
            return nil
        }
    }

    /// "R tries again, Escape goes back.": the keys bound to `retry` and `back` (or `quit`) now.
    private var retryHint: String {
        let keys = context.keys
        let retry = keys.keys(for: .retry, in: .status).first?.display ?? "retry"
        let leave = page.back ? (keys.keys(for: .back, in: .reader).first?.display, "goes back") : (keys.keys(for: .quit, in: .window).first?.display, "quits")
        return "\(retry) tries again" + (leave.0.map { ", \($0) \(leave.1)." } ?? ".")
    }

    public func handle(_ event: InputEvent, at t: Double) -> ScreenAction? {
        let input = ReaderInput(event, context: context, at: t)
        if case .pointerUp(let p, _)? = input.pointer, page.backHit(p, viewport: context.viewport) { return .back }
        switch input.command(.status, .reader) {
        case .back?: return page.back ? .back : nil
        case .retry? where mailbox == nil && job != nil:
            start()
            return .handled
        case .ignore?: return .handled
        default: return nil
        }
    }

    public func isAnimating(at t: Double) -> Bool { mailbox != nil }

    public func idle(at t: Double) {}

    public func resized() { page.style = context.style }

    public func draw(at t: Double) {
        compositor.draw([], screen: .identity, background: page.background)
        compositor.drawOver(page.items(viewport: context.viewport))
    }

    /// The page for a screen reader and spoken feedback: its title, lines, progress and back button.
    public func accessibleContent(_ screen: AccessibleScreen, at t: Double) -> [AccessibleNode] {
        [ChromeAccessibility(screen: screen).status(page, viewport: context.viewport)]
    }

    /// The back button's action, as a tap on it.
    public func perform(_ action: AccessibleAction, at t: Double) -> ScreenAction? {
        guard case .command(.back) = action, page.back else { return nil }
        return .back
    }
}

extension StatusScreen {
    /// The commands a status page carries out (`handle`): back, retry, keys turned off.
    static let commands: Set<Command> = [.back, .retry, .ignore]
}
