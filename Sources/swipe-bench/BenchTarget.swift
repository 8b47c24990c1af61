import CSDL2
import Foundation
import SwipeDocument
import SwipeRender

/// Where the benchmark draws: a real window (OpenGL under X or Xvfb, presented without vsync so
/// frame times are the work itself) or an offscreen canvas: on the CPU as `swipe-player render`
/// draws, or with OpenGL.
final class BenchTarget {
    /// The SDL renderer (none on the CPU).
    let renderer: OpaquePointer?
    let device: DrawingDevice
    let rendererName: String
    let kind: String
    private var window: OpaquePointer?
    private var canvas: OffscreenCanvas?

    init?(window: Bool, cpu: Bool, size: Point) {
        if window {
            guard SDL_Init(SDL_INIT_VIDEO) == 0 else { return nil }
            RendererSettings.apply()
            guard let w = SDL_CreateWindow("swipe-bench", 0, 0, Int32(size.x), Int32(size.y), 0),
                  let r = SDL_CreateRenderer(w, -1, SDL_RENDERER_ACCELERATED.rawValue) ?? SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue) else { return nil }
            self.window = w
            renderer = r
            device = RendererDevice(renderer: r)
            SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND)
            var info = SDL_RendererInfo()
            SDL_GetRendererInfo(r, &info)
            rendererName = info.name.map { String(cString: $0) } ?? "unknown"
            kind = "window (\(String(cString: SDL_GetCurrentVideoDriver())))"
        } else {
            guard let c = OffscreenCanvas(width: Int(size.x), height: Int(size.y), gpu: !cpu) else { return nil }
            canvas = c
            renderer = c.renderer
            device = c.device
            rendererName = c.rendererName
            kind = "offscreen"
        }
    }

    /// Ends a frame and waits until the GPU has finished it (a 1-pixel read-back forces that; the
    /// CPU has finished when the draw returns).
    func finishFrame() {
        guard let renderer else { return }
        if window != nil { SDL_RenderPresent(renderer) }
        var pixel: UInt32 = 0
        var one = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
        SDL_RenderReadPixels(renderer, &one, SurfaceConversion.rgbaFormat, &pixel, 4)
    }

    deinit {
        canvas = nil
        if let window, let renderer {
            SDL_DestroyRenderer(renderer)
            SDL_DestroyWindow(window)
        }
    }
}
