/// `render` and swipejs in headless Chromium on the same page: how many times faster ours is (the
/// ratio of the median wall times) and how many times less memory it needs (swipejs's process
/// tree's peak over ours), and the budgets they are held to: at least 5× faster, with less memory.
struct SideBySide {
    let oursSeconds: Double
    let oursMB: Double
    let theirsSeconds: Double
    let theirsMB: Double

    static let timesFasterBudget = 5.0

    var timesFaster: Double { oursSeconds > 0 ? theirsSeconds / oursSeconds : 0 }
    var timesLessMemory: Double { oursMB > 0 ? theirsMB / oursMB : 0 }

    /// The budgets, named after the document.
    func budgets(_ name: String) -> [Budget] {
        [Budget(name: "render × faster than swipejs in Chromium, \(name)", measured: timesFaster, limit: Self.timesFasterBudget, unit: "×", bound: .atLeast),
         // Swipejs's peak over ours: above 1 when ours needs less.
         Budget(name: "swipejs's peak memory / render's, \(name)", measured: timesLessMemory, limit: 1, unit: "×", bound: .atLeast)]
    }
}
