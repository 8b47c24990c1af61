import CSDL2

/// A rumble motor SDL found (a game controller, a device with a vibration motor), used for a page's
/// `vibrate`; where none exists the player shakes the page instead (`PageShake`).
final class Rumble {
    private let device: OpaquePointer

    /// The first haptic device that can rumble; nil when there is none.
    init?() {
        guard SDL_InitSubSystem(SDL_INIT_HAPTIC) == 0 else { return nil }
        guard SDL_NumHaptics() > 0, let d = SDL_HapticOpen(0) else {
            SDL_QuitSubSystem(SDL_INIT_HAPTIC)
            return nil
        }
        guard SDL_HapticRumbleSupported(d) == 1, SDL_HapticRumbleInit(d) == 0 else {
            SDL_HapticClose(d)
            SDL_QuitSubSystem(SDL_INIT_HAPTIC)
            return nil
        }
        device = d
    }

    deinit {
        SDL_HapticClose(device)
        SDL_QuitSubSystem(SDL_INIT_HAPTIC)
    }

    /// A short buzz.
    func play() { SDL_HapticRumblePlay(device, 0.6, 300) }
}
