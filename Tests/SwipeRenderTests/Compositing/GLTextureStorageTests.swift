import Testing
@testable import SwipeRender

/// Pixels go to llvmpipe's fast storage as B, G, R, A: red and blue exchanged, nothing else.
struct GLTextureStorageTests {
    @Test func redAndBlueAreExchangedInEveryPixel() {
        // Eleven pixels: eight at a time, then three one by one.
        var rgba: [UInt8] = []
        for i in 0..<11 { rgba += [UInt8(i), UInt8(100 + i), UInt8(200 + i), UInt8(50 + i)] }
        var out: [UInt32] = [7]
        rgba.withUnsafeBytes { GLTextureStorage.swapRedAndBlue($0.baseAddress!, count: 11, into: &out) }
        let bytes = out.withUnsafeBytes { Array($0) }
        #expect(bytes.count == 44)
        for i in 0..<11 {
            #expect(Array(bytes[i * 4..<i * 4 + 4]) == [UInt8(200 + i), UInt8(100 + i), UInt8(i), UInt8(50 + i)], "pixel \(i)")
        }
    }
}
