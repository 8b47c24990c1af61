import SwipeDocument

/// Where the help overlay's table is drawn: what the overlay draws and what a screen reader is
/// told of it come from this one layout.
extension PlayerChrome {
    /// The help overlay in a window: its panel, the table's rows (keys, what they do) and each
    /// row's two columns, in type smaller than the theme asks where the window is too small for
    /// every line on one row.
    public struct HelpLayout {
        public var panel: Rect
        public var table: [(keys: String, action: String)]
        public var rows: [(keys: Rect, action: Rect)]
        public var typography: ThemeTypography
    }

    /// The help overlay laid out in a `viewport` of window pixels.
    public func helpLayout(viewport: Point) -> HelpLayout {
        let point = Self.point(viewport)
        let table = self.table
        let margin = style.margin * point
        let width = min(viewport.x - 2 * margin, style.panelWidth * point)
        let split = width * 0.56
        let size = style.help.size * point
        let keys = Double(table.map(\.keys.count).max() ?? 1), actions = Double(table.map(\.action.count).max() ?? 1)
        let fit = min(1, (viewport.y - 2 * margin) / (Double(table.count + 2) * 1.6 * size),
                      (split - margin) / (keys * 0.5 * size), (width - split - margin) / (actions * 0.5 * size))
        var typography = style.help
        typography.size *= max(0, fit)
        let row = typography.size * point * 1.6
        let height = row * Double(table.count + 2)
        let panel = Rect(x: (viewport.x - width) / 2, y: max(margin, (viewport.y - height) / 2), width: width, height: height)
        let rows = table.indices.map { i in
            let y = panel.y + row * (Double(i) + 1)
            return (keys: Rect(x: panel.x + margin, y: y, width: split - margin, height: row),
                    action: Rect(x: panel.x + split, y: y, width: width - split - margin, height: row))
        }
        return HelpLayout(panel: panel, table: table, rows: rows, typography: typography)
    }
}
