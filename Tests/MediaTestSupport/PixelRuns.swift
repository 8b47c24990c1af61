/// The first column, from `x` on, of an RGBA picture (`pixels`, rows of `width`) holding a
/// vertical run of at least `length` opaque pixels near `rgb` (0–255): the left edge of a solid
/// square, such as a control's icon drawn as a template (no letter has a stem as tall as the font
/// size); nil if there is none.
public func squareEdge(pixels: [UInt8], width: Int, height: Int, from x: Int = 0, rgb: [Int], length: Int) -> Int? {
    for column in max(0, x)..<width {
        var run = 0
        for y in 0..<height {
            let i = (y * width + column) * 4
            let near = abs(Int(pixels[i]) - rgb[0]) + abs(Int(pixels[i + 1]) - rgb[1]) + abs(Int(pixels[i + 2]) - rgb[2]) < 40 && pixels[i + 3] > 200
            run = near ? run + 1 : 0
            if run >= length { return column }
        }
    }
    return nil
}
