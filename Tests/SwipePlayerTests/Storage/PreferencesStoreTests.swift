import Foundation
import Testing
import SwipeDocument
import SwipeReader
@testable import SwipePlayer

@Suite struct PreferencesStoreTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("prefs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func savedPreferencesAreReadBackAsHandEditableJSON() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = PreferencesStore(file: dir.appendingPathComponent("sub/preferences.json"), warn: { Issue.record("unexpected: \($0)") })
        #expect(store.load().isEmpty)
        let prefs = Preferences([.fit: .choice("cover"), .playbackVolume: .number(0.8)])
        #expect(store.save(prefs))
        #expect(store.load() == prefs)
        let text = try String(contentsOf: store.file, encoding: .utf8)
        #expect(text == "{\n  \"fit\" : \"cover\",\n  \"playbackVolume\" : 0.8\n}\n")
    }

    @Test func filesFollowTheXDGDirectories() {
        let env = ["XDG_CONFIG_HOME": "/c", "XDG_STATE_HOME": "/s", "HOME": "/h"]
        #expect(PreferencesStore.globalFile(environment: env).path == "/c/swipe-player/preferences.json")
        #expect(PreferencesStore.globalFile(environment: ["HOME": "/h"]).path == "/h/.config/swipe-player/preferences.json")
        let doc = PreferencesStore.documentFile(documentPath: "/books/a.swipe", environment: env)
        #expect(doc.deletingLastPathComponent().path == "/s/swipe-player/preferences")
        #expect(doc.lastPathComponent == ViewStateStore(documentPath: "/books/a.swipe", directory: URL(fileURLWithPath: "/x"), warn: { _ in }).file.lastPathComponent)
    }

    /// A write that fails half-way (a crash, a full disk) leaves the previous file as it was.
    @Test func aFailedWriteLeavesThePreviousFile() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var messages: [String] = []
        let store = PreferencesStore(file: dir.appendingPathComponent("preferences.json"), warn: { messages.append($0) })
        store.save(Preferences([.mute: .toggle(true)]))
        let before = try Data(contentsOf: store.file)
        store.writeFile = { data, url in
            try data.prefix(data.count / 2).write(to: url)
            throw CocoaError(.fileWriteOutOfSpace)
        }
        #expect(!store.save(Preferences([.mute: .toggle(false), .fit: .choice("width")])))
        #expect(try Data(contentsOf: store.file) == before)
        #expect(store.load() == Preferences([.mute: .toggle(true)]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["preferences.json"], "the temporary file is removed")
        #expect(messages.count == 1 && messages[0].contains("cannot save the preferences"))
    }

    @Test func aDamagedFileIsReportedOnceAndIgnored() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var messages: [String] = []
        let store = PreferencesStore(file: dir.appendingPathComponent("preferences.json"), warn: { messages.append($0) })
        try Data("{\"fit\": \"cover\", \"mute".utf8).write(to: store.file)
        #expect(store.load().isEmpty)
        #expect(store.load().isEmpty)
        #expect(messages.count == 1)
        #expect(messages[0].hasPrefix(store.file.path + ":1:") && messages[0].contains("ignored"))
    }

    @Test func documentOverGlobalUnderTheCommandLine() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let env = ["XDG_CONFIG_HOME": dir.appendingPathComponent("config").path, "XDG_STATE_HOME": dir.appendingPathComponent("state").path]
        let stores = PreferencesStores(documentPath: "/books/a.swipe", environment: env, warn: { Issue.record("unexpected: \($0)") })
        stores.save(Preferences([.fit: .choice("height"), .mute: .toggle(true), .autoplay: .toggle(false)]), at: .global)
        stores.save(Preferences([.fit: .choice("cover"), .mute: .toggle(false)]), at: .document)
        let layers = stores.layers(commandLine: Preferences([.fit: .choice("width")]))
        let s = PresentationSettings(layers: layers, context: PresentationContext(document: nil, window: Point(800, 600)))
        #expect(s.fit == .width && s[.fit].source == .commandLine)
        #expect(!s.mute && s[.mute].source == .document)
        #expect(!s.autoplay && s[.autoplay].source == .global)
        #expect(s[.pageIndicator].source == .playerDefault)
        let other = PreferencesStores(documentPath: "/books/b.swipe", environment: env, warn: { _ in }).layers(commandLine: Preferences())
        #expect(PresentationSettings(layers: other, context: PresentationContext(document: nil, window: Point(800, 600))).fit == .height)
    }
}
