import Foundation
import SwipeFuzzTargets
import Testing

/// Every input that ever crashed the player, kept in `Regressions/<target>/` (found by the fuzzers
/// in `Fuzz/`, or by people), replayed through the fuzz target that found it: each must now run to
/// the end. A new crash found by `Fuzz/run.sh` is copied here with a descriptive name. Each target
/// has its folder (a `.gitkeep` keeps an empty one; hidden files are not inputs).
struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Regressions")

    /// Each regression input with the target it belongs to.
    static func inputs() throws -> [(target: FuzzTarget, file: URL)] {
        let fm = FileManager.default
        return try fm.contentsOfDirectory(atPath: folder.path).sorted().flatMap { name -> [(FuzzTarget, URL)] in
            guard let target = FuzzTarget(rawValue: name) else { throw RegressionFolderError(name: name) }
            let dir = folder.appendingPathComponent(name)
            return try fm.contentsOfDirectory(atPath: dir.path).filter { !$0.hasPrefix(".") }.sorted().map { (target, dir.appendingPathComponent($0)) }
        }
    }

    @Test func everyCrashFoundRunsToTheEnd() throws {
        let inputs = try Self.inputs()
        #expect(inputs.count >= 2, "the template crashes are kept")
        for (target, file) in inputs {
            target.run([UInt8](try Data(contentsOf: file)))
        }
    }

    @Test func eachTargetHasItsFolder() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
        #expect(Set(folders) == Set(FuzzTarget.allCases.map(\.rawValue)))
    }

    @Test func eachTargetRunsOnEmptyAndOnPlainInput() {
        for target in FuzzTarget.allCases {
            target.run([])
            target.run(Array(##"{ "pages": [ { "elements": [ { "text": "Hi", "path": "M0 0 L10 10", "markdown": ["# Title", "- item"] } ] } ] }"##.utf8))
        }
    }
}

/// A folder under Regressions/ that names no fuzz target.
struct RegressionFolderError: Error, CustomStringConvertible {
    var name: String
    var description: String { "Regressions/\(name) names no fuzz target (\(FuzzTarget.allCases.map(\.rawValue)))" }
}
