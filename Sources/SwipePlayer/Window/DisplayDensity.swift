import CSDL2
import SwipeReader

/// The pixels per millimetre of the display a window is on, for a kiosk's viewing distance
/// (`ViewingDistance`): from the screen's stated diagonal and its mode's pixels, else from the
/// density SDL reads for the display (X's physical size); nil when neither says.
enum DisplayDensity {
    static func pixelsPerMillimetre(window: OpaquePointer, diagonalInches: Double?) -> Double? {
        let display = SDL_GetWindowDisplayIndex(window)
        if let diagonalInches {
            var mode = SDL_DisplayMode()
            guard SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.w > 0, mode.h > 0 else { return nil }
            return ViewingDistance(distance: 1, diagonalInches: diagonalInches, pixels: (Double(mode.w), Double(mode.h))).pixelsPerMillimetre
        }
        var dpi: Float = 0
        return SDL_GetDisplayDPI(display, &dpi, nil, nil) == 0 && dpi > 0 ? Double(dpi) / 25.4 : nil
    }
}
