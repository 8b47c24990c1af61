import SwipeDocument

/// Text measured as monospaced lines from the left, for layout tests without fonts: each scalar
/// 10 units wide, lines 20 high, a box per line a range is on (written lines only).
public struct MonospacedGrid: TextBoxMeasuring {
    public init() {}

    public func boxes(of range: Range<Int>, in content: DisplayContent, size: Point) -> [Rect] {
        guard case .text(let s, _) = content else { return [] }
        var boxes: [Rect] = []
        var line = 0, column = 0
        for (i, scalar) in s.unicodeScalars.enumerated() {
            if range.contains(i) {
                let r = Rect(x: Double(column * 10), y: Double(line * 20), width: 10, height: 20)
                if let last = boxes.last, last.y == r.y { boxes[boxes.count - 1].width += 10 } else { boxes.append(r) }
            }
            if scalar == "\n" { line += 1; column = 0 } else { column += 1 }
        }
        return boxes
    }
}
