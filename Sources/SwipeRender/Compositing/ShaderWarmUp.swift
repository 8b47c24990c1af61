import CSDL2
import SwipeDocument

/// The draws that make llvmpipe compile, before any frame needs them, the shaders the compositor
/// uses: every blend, sampling and kind of target (the window, a layer), with textures whose
/// sides are and are not powers of two. One draw a step, each flushed so that its compile happens
/// then: with Mesa's shader cache warm the whole takes about 50 ms, but cold (the first run on a
/// machine, a fresh cache folder) 1.2–2.4 s, which, done at once, held up a slideshow's turn and
/// every input. A step at a time, the window looks at its events and deadlines between two.
final class ShaderWarmUp {
    /// One draw, a pixel in size: of texture `texture` (an index into `sizes`) into `layer` or the
    /// window, or a fill of `alpha`.
    enum Step: Equatable {
        case draw(layer: Bool, texture: Int, nearest: Bool, blend: DrawingBlend)
        case fill(layer: Bool, alpha: UInt8)
    }

    /// The textures' sizes: sides of two and three pixels, both, either or neither a power of two.
    static let sizes = [(2, 2), (3, 3), (2, 3), (3, 2)]

    /// Every step, in order.
    static let steps: [Step] = [false, true].flatMap { layer in
        sizes.indices.flatMap { texture in
            [false, true].flatMap { nearest in
                [DrawingBlend.replace, .over, .mask].map { Step.draw(layer: layer, texture: texture, nearest: nearest, blend: $0) }
            }
        } + [.fill(layer: layer, alpha: 255), .fill(layer: layer, alpha: 128)]
    }

    /// The one pixel each step draws, in the target's corner.
    private static let pixel: [MeshVertex] = {
        var quad: [MeshVertex] = []
        let pixel = Rect(x: 0, y: 0, width: 1, height: 1)
        _ = QuadMesh.triangles(rect: pixel, uv: pixel, transform: .identity, into: &quad)
        return quad
    }()

    private var next = 0
    private var textures: [OpaquePointer] = []
    private var layer: OpaquePointer?

    /// Whether every step is done (or the device could not make what they draw with).
    var isDone: Bool { next >= Self.steps.count }

    /// Does the next step on `device`, leaving its target as it was; true while steps remain.
    func step(_ device: RendererDevice) -> Bool {
        guard !isDone else { return false }
        guard prepare(device) else {
            next = Self.steps.count
            return false
        }
        let saved = device.target
        switch Self.steps[next] {
        case let .draw(inLayer, texture, nearest, blend):
            device.target = inLayer ? layer : nil
            device.setSampling(textures[texture], nearest: nearest)
            device.draw(Self.pixel, texture: textures[texture], textureSide: 3, blend: blend, alpha: 255)
        case let .fill(inLayer, alpha):
            device.target = inLayer ? layer : nil
            device.fill(Self.pixel, color: SDL_Color(r: 0, g: 0, b: 0, a: alpha))
        }
        device.target = saved
        SDL_RenderFlush(device.renderer)
        next += 1
        if isDone { release(device) }
        return !isDone
    }

    /// The textures and the layer the steps draw with, made at the first step.
    private func prepare(_ device: RendererDevice) -> Bool {
        if layer != nil { return true }
        textures = Self.sizes.compactMap { device.makeTexture(RasterImage(width: $0.0, height: $0.1)) }
        layer = device.makeLayerTarget(width: 2, height: 2)
        guard textures.count == Self.sizes.count, layer != nil else {
            release(device)
            return false
        }
        return true
    }

    private func release(_ device: RendererDevice) {
        textures.forEach(device.destroy)
        textures = []
        layer.map(device.destroy)
        layer = nil
    }
}
