import CSDL2
import Foundation
import SwipeDocument
import SwipeReader

/// `--control FILE`: reads `ControlLine` commands from a file or a named pipe on a thread of its
/// own and pushes what they press onto SDL's queue, so they reach the window exactly as typed keys
/// do (through the kiosk's filter, the screens, the window's own keys). A named pipe is opened
/// again after each writer closes it, so `echo "key Right" > FIFO` works as often as needed; a
/// plain file is read once. Lines that are not understood are reported with their number.
public final class ControlInput: @unchecked Sendable {
    private let path: String
    private let windowID: UInt32
    private let report: @Sendable (String) -> Void

    private init(path: String, windowID: UInt32, report: @escaping @Sendable (String) -> Void) {
        self.path = path
        self.windowID = windowID
        self.report = report
    }

    /// Starts reading `path` for `window`; the reader lives as long as the process.
    public static func start(path: String, window: PlayerWindow, report: @escaping @Sendable (String) -> Void) {
        let input = ControlInput(path: path, windowID: SDL_GetWindowID(window.context.window), report: report)
        let thread = Thread { input.readForever() }
        thread.name = "swipe-player.control"
        thread.start()
    }

    private func readForever() {
        var number = 0
        repeat {
            guard let file = fopen(path, "r") else {
                report("swipe-player: --control \(path): \(String(cString: strerror(errno)))")
                return
            }
            var line: UnsafeMutablePointer<CChar>?
            var capacity = 0
            while true {
                let length = getline(&line, &capacity, file)
                guard length >= 0, let text = line else { break }
                number += 1
                perform(UnsafeRawBufferPointer(start: text, count: length), number: number)
            }
            free(line)
            fclose(file)
        } while Self.isPipe(path)
    }

    private func perform(_ line: UnsafeRawBufferPointer, number: Int) {
        do {
            switch try ControlLine.parse(bytes: line) {
            case .key(let name)?:
                guard let key = KeyInput.keycode(named: name) else {
                    report("swipe-player: --control \(path):\(number): unknown key '\(name)'")
                    return
                }
                push(key, down: true)
                push(key, down: false)
            case nil:
                break
            }
        } catch {
            report("swipe-player: --control \(path):\(number): \(error)")
        }
    }

    private func push(_ key: SDL_Keycode, down: Bool) {
        var e = SDL_Event()
        e.key.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
        e.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        e.key.windowID = windowID
        e.key.keysym.sym = key
        e.key.keysym.scancode = SDL_GetScancodeFromKey(key)
        e.common.timestamp = SDL_GetTicks()
        SDL_PushEvent(&e)
    }

    /// Whether `path` is a named pipe (opened again when its writer leaves; `HeadphoneJackInput` too).
    static func isPipe(_ path: String) -> Bool {
        var s = stat()
        return stat(path, &s) == 0 && (s.st_mode & S_IFMT) == S_IFIFO
    }
}
