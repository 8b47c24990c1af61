/// The video elements of a page that play with its clock (not radios, not live streams), found
/// through its children, each with its instance, file and `videoStart`/`videoDuration`.
public struct PageVideo: Equatable, Sendable {
    public var instance: ElementInstance
    public var asset: AssetReference
    public var timing: VideoTiming

    /// Page `index`'s videos; `loops` when the page repeats (its videos loop, 3.10).
    public static func of(_ page: Page, index: Int) -> [PageVideo] {
        collect(page.elements, page: index, path: [], loops: page.repeat)
    }

    private static func collect(_ elements: [Element], page: Int, path: [Int], loops: Bool) -> [PageVideo] {
        elements.enumerated().flatMap { k, e -> [PageVideo] in
            var found: [PageVideo] = []
            if let video = e.video, !e.stream {
                found.append(PageVideo(instance: ElementInstance(page: page, path: path + [k]), asset: video,
                                       timing: VideoTiming(start: e.videoStart, duration: e.videoDuration, loops: loops)))
            }
            return found + collect(e.elements, page: page, path: path + [k], loops: loops)
        }
    }
}
