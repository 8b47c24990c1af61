import CSDL2
import SwipeReader

/// The window's input, in one ordered list: each event SDL gives the window is translated once
/// (`InputEvent`), then offered to `stages` in their order until one keeps it. The window's own
/// stages come first; then its top screen has it (a reader screen's chain in `ReaderLink`'s order,
/// a list's or a status page's own input); the window's own commands come last. This is the one
/// place the order is written.
struct InputPipeline {
    /// What a stage did with an event.
    enum Flow {
        /// Passed on to the next stage (maybe rewritten).
        case next
        /// Kept: no later stage sees it.
        case done
    }

    /// One step of the pipeline: it notices an event, rewrites it or keeps it.
    protocol Stage {
        func handle(_ event: inout InputEvent, at t: Double, in window: PlayerWindow) -> Flow
    }

    /// The stages, in order.
    let stages: [any Stage] = [LostDisplay(), ScreenReaderKeys(), TouchFromMouse(), TypingNoticed(), Rotation(), UpdaterNotices(), Kiosk(), Presenter(),
                               FingersCounted(), SpokenFeedback(), WindowEvents(), TopScreen(), WindowCommands()]

    /// Offers `event`, arrived at `t`, to the stages in order until one keeps it.
    func run(_ sdl: SDL_Event, at t: Double, in window: PlayerWindow) {
        var event = InputEvent(sdl)
        for stage in stages where stage.handle(&event, at: t, in: window) == .done { return }
    }
}

extension InputPipeline {
    /// SDL_QUIT on a lost display ends the player (SDL's Wayland backend says a lost connection so,
    /// and a kiosk ignores SDL_QUIT otherwise).
    struct LostDisplay: Stage {
        func handle(_ event: inout InputEvent, at t: Double, in window: PlayerWindow) -> Flow {
            guard case .quit = event, DisplayConnection.isLost(window.window) else { return .next }
            window.end(displayLost: true)
            return .done
        }
    }

    /// Keys go to the screen reader first (over AT-SPI, `AccessibilityBridge`): one it consumed,
    /// and the text its press types, stop here.
    struct ScreenReaderKeys: Stage {
        func handle(_ event: inout InputEvent, at t: Double, in window: PlayerWindow) -> Flow {
            window.accessibility?.consumed(event, at: t) == true ? .done : .next
        }
    }

    /// Ctrl+drag becomes touch (`SimulatedTouch`): the mouse's events are replaced by fingers'
    /// on SDL's queue, which come back through the pipeline.
    struct TouchFromMouse: Stage {
        func handle(_ event: inout InputEvent, at t: Double, in window: PlayerWindow) -> Flow {
            window.simulatedTouch.replace(event, window: window.window) ? .done : .next
        }
    }

    /// A physical key typed: the on-screen keyboard in its `auto` mode shows no more.
    struct TypingNoticed: Stage {
        func handle(_ event: inout InputEvent, at t: Double, in window: PlayerWindow) -> Flow {
            if KeyInput.isTyping(event) { window.context.keyboard.physicalKeyPressed() }
            return .next
        }
    }

    /// From here on positions are the turned picture's (`--rotate`, `RotatedInput`).
    struct Rotation: Stage {
        func handle(_ event: inout InputEvent, at t: Double, in window: PlayerWindow) -> Flow {
            RotatedInput.turn(&event, window.context.rotation, window: window.window)
            return .next
        }
    }

    /// Input tells `--update-every`'s updater that the screen is not at rest.
    struct UpdaterNotices: Stage {
        func handle(_ event: inout InputEvent, at t: Double, in window: PlayerWindow) -> Flow {
            window.updater?.noticed(event, at: t)
            return .next
        }
    }

    /// A kiosk swallows close requests and leaves on its exit chord or the corner press (`KioskSession`).
    struct Kiosk: Stage {
        func handle(_ event: inout InputEvent, at t: Double, in window: PlayerWindow) -> Flow {
            switch window.kiosk?.filter(event, at: t) {
            case .pass?, nil: return .next
            case .swallow?: return .done
            case .exit?: window.end()
            }
            return .done
        }
    }

    /// The presenter view's pointer and window events stop here; its keys go on to the document.
    struct Presenter: Stage {
        func handle(_ event: inout InputEvent, at t: Double, in window: PlayerWindow) -> Flow {
            switch window.presenter?.filter(event) {
            case .pass?, nil: return .next
            case .swallow?: break
            case .quit?: window.end()
            case .close?: window.presenter = nil
            }
            return .done
        }
    }

    /// The fingers on the window are counted once, for every feature (`FingerTracker`).
    struct FingersCounted: Stage {
        func handle(_ event: inout InputEvent, at t: Double, in window: PlayerWindow) -> Flow {
            window.context.fingers.notice(event)
            return .next
        }
    }

    /// Any input stops what spoken feedback says; while it is on, one finger explores, activates and
    /// moves instead of touching the page; in a kiosk, a finger held still is watched (`SpokenFeedbackSession`).
    struct SpokenFeedback: Stage {
        func handle(_ event: inout InputEvent, at t: Double, in window: PlayerWindow) -> Flow {
            window.context.spoken.handle(event, at: t, window: window) ? .done : .next
        }
    }

    /// Quitting, the window's own events, files changed, the theme changed, a screen reader's
    /// wake-up and the headphone jack (for spoken feedback) stop here.
    struct WindowEvents: Stage {
        func handle(_ event: inout InputEvent, at t: Double, in window: PlayerWindow) -> Flow {
            switch event {
            case .quit: window.end()
            case .window(let change, _): if change == .resized { for screen in window.screens { screen.resized() } }
            // Every document watches its own files, shown or not; the event says whose.
            case .posted(.fileChanged, _): for screen in window.screens { _ = screen.handle(event, at: t) }
            case .posted(.themeChanged, _): if window.theme?.refresh() == true { window.restyle() }
            // It only woke the loop, which then runs what the screen reader asked.
            case .posted(.accessibilityAsked, _): break
            case .posted(let jack, _) where jack == .headphonesIn || jack == .headphonesOut:
                window.context.spoken.headphones(inserted: jack == .headphonesIn, window: window, at: t)
            default: return .next
            }
            return .done
        }
    }

    /// The screen on top, and what it asks of the window.
    struct TopScreen: Stage {
        func handle(_ event: inout InputEvent, at t: Double, in window: PlayerWindow) -> Flow {
            guard let action = window.top?.handle(event, at: t) else { return .next }
            window.perform(action, at: t)
            return .done
        }
    }

    /// The window's own commands (fullscreen, leave it, quit), last; a kiosk allows none of them:
    /// it stays fullscreen and open.
    struct WindowCommands: Stage {
        func handle(_ event: inout InputEvent, at t: Double, in window: PlayerWindow) -> Flow {
            window.perform(window: ReaderInput(event, context: window.context, at: t).command(.window))
            return .done
        }
    }
}
