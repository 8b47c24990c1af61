import SwipeDocument

extension Rect {
    /// Whether two rectangles are the same to within rounding.
    func isNear(_ other: Rect, within eps: Double = 1e-9) -> Bool {
        abs(x - other.x) < eps && abs(y - other.y) < eps && abs(width - other.width) < eps && abs(height - other.height) < eps
    }
}
