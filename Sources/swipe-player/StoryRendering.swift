import ArgumentParser
import Foundation
import SwipeDocument
import SwipeReader
import SwipeRender

/// A picture of a Boken story: one scene (`scene` by its id, or `page`) `time` seconds after it
/// appeared, with its `decorations`, laid out by `StoryLayout` and drawn by `StoryRenderEngine`,
/// as the window draws it.
extension RenderRequest {
    func renderStory(_ result: StoryLoadResult) throws {
        let file = result.file
        guard let story = result.story, !story.scenes.isEmpty else {
            result.diagnostics.filter { $0.severity == .error }.forEach { printError($0.description) }
            throw ExitCode(1)
        }
        let index: Int
        if let scene {
            guard let found = story.scenes.firstIndex(where: { $0.sceneId == scene }) else {
                printError("\(file): has no scene \"\(scene)\" (scenes: \(story.scenes.compactMap(\.sceneId).joined(separator: ", ")))")
                throw ExitCode(1)
            }
            index = found
        } else {
            guard page <= story.scenes.count else {
                printError("\(file): has \(story.scenes.count) scenes; --page \(page) does not exist")
                throw ExitCode(1)
            }
            index = page - 1
        }
        let viewport = fitted(size ?? StorySceneLayout.reference)
        let canvas = try makeCanvas(viewport)
        let engine = StoryRenderEngine(device: canvas.device, owner: canvas) { printError("\(file): warning: \($0)") }
        let style = try style()
        let layout = StoryLayout(viewport: viewport, style: style)
        if let decorations { engine.decorator = try DecorationsArgument.decorator(decorations, href: file) }
        engine.decorationStyles = DecorationStyleRegistry(defaults: style.decorations)
        let layers = PreferenceLayers(commandLine: settings)
        let presentation = PresentationSettings(layers: layers,
                                                context: PresentationContext(document: nil, window: viewport, fontFamilies: SettingsOptions.fontFamilies(layers), content: .story))
        if presentation.layout == .text {
            let blocks = TextViewBlock.blocks(of: story, scene: index, time: time ?? 0, layout: layout, pictures: engine.pictures(result))
            let view = engine.compositor.textView(blocks, style: presentation.textStyle, viewport: viewport, baseSize: TextViewLayout.baseSize(viewport: viewport))
            engine.compositor.draw(view, scroll: min(view.maxScroll, max(0, scroll)), decorations: engine.textViewDecorations(story, scene: index, in: view))
        } else {
            engine.draw(layout.items(story, scene: index, time: time ?? 0, pictures: engine.pictures(result),
                                     decorations: engine.decorations(of: story, scene: index, viewport: viewport)))
        }
        try save(canvas)
    }
}
