import Foundation

/// A tap given on the command line (`render --tap X,Y@T`): where, in the output's pixels, and when,
/// in seconds after the page was built.
public struct ScriptedTap: Equatable, Sendable {
    public var point: Point
    public var time: Double

    public init(point: Point, time: Double) {
        self.point = point
        self.time = time
    }

    /// Parses `X,Y@T` (`@T` optional: at 0 s).
    public static func parse(_ s: String) -> ScriptedTap? {
        let parts = s.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return nil }
        let xy = parts[0].split(separator: ",", omittingEmptySubsequences: false)
        guard xy.count == 2, let x = Double(xy[0]), let y = Double(xy[1]), x.isFinite, y.isFinite else { return nil }
        let t = parts.count == 2 ? Double(parts[1]) : 0
        guard let t, t.isFinite, t >= 0 else { return nil }
        return ScriptedTap(point: Point(x, y), time: t)
    }
}

extension PageInteraction {
    /// `page` (of the document at `documentURL`) built at 0 s, tapped by `taps` (page
    /// coordinates) and run to `time`: what `render` draws, deterministically.
    public static func scripted(page: Page, settings: RenderSettings, taps: [ScriptedTap], until time: Double, documentURL: URL? = nil) -> PageInteraction {
        var interaction = PageInteraction(page: page, settings: settings, time: 0, documentURL: documentURL)
        for tap in taps.sorted(by: { $0.time < $1.time }) where tap.time <= time {
            interaction.tap(at: tap.point, time: tap.time)
        }
        interaction.advance(to: time)
        return interaction
    }
}
