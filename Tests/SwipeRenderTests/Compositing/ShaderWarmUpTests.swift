import Testing
@testable import SwipeRender

/// The warm-up's steps: each kind of draw the compositor makes, once.
struct ShaderWarmUpTests {
    @Test func everyBlendSamplingTextureAndTargetIsDrawnOnce() {
        let steps = ShaderWarmUp.steps
        var draws: [ShaderWarmUp.Step] = []
        for layer in [false, true] {
            for texture in ShaderWarmUp.sizes.indices {
                for nearest in [false, true] {
                    for blend in [DrawingBlend.replace, .over, .mask] { draws.append(.draw(layer: layer, texture: texture, nearest: nearest, blend: blend)) }
                }
            }
        }
        #expect(draws.allSatisfy { d in steps.filter { $0 == d }.count == 1 })
        let fills = steps.filter { if case .fill = $0 { true } else { false } }
        #expect(fills == [.fill(layer: false, alpha: 255), .fill(layer: false, alpha: 128), .fill(layer: true, alpha: 255), .fill(layer: true, alpha: 128)])
        #expect(steps.count == draws.count + fills.count)
    }

    /// Textures whose sides are both, either or neither a power of two (llvmpipe samples them
    /// with different code).
    @Test func textureSidesAreAndAreNotPowersOfTwo() {
        let kinds = Set(ShaderWarmUp.sizes.map { [$0.0, $0.1].map { $0 & ($0 - 1) == 0 } })
        #expect(kinds == [[true, true], [false, false], [true, false], [false, true]])
    }
}
