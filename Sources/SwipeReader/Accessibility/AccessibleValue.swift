/// A control's number as a screen reader reads and sets it (AT-SPI's Value interface): where it
/// is, its bounds and its step, so Orca says "80" of a slider and moves it.
public struct AccessibleValue: Equatable, Sendable {
    public var current: Double
    public var minimum: Double
    public var maximum: Double
    public var increment: Double

    public init(current: Double, minimum: Double, maximum: Double, increment: Double) {
        self.current = current
        self.minimum = minimum
        self.maximum = maximum
        self.increment = increment
    }
}
