/// How long the media an export plays last, as the media layer measured them: files (videos, page
/// audio) by reference, and each page's speech once synthesized. Unknown lengths are left out.
public struct MediaLengths: Equatable, Sendable {
    public var files: [AssetReference: Double]
    /// Page index → seconds its speech lasts.
    public var speech: [Int: Double]

    public init(files: [AssetReference: Double] = [:], speech: [Int: Double] = [:]) {
        self.files = files
        self.speech = speech
    }
}
