/// How a sprite sheet is cut: `slice: [columns, rows]`.
public struct SpriteGrid: Equatable, Hashable, Sendable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }
}

/// Which cell of a sprite sheet is shown: `slot: [column, row]`.
public struct SpriteCell: Equatable, Hashable, Sendable {
    public var column: Int
    public var row: Int

    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }
}
