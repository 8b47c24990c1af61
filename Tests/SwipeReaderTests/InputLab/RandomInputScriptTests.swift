import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

struct RandomInputScriptTests {
    func inputs(_ seed: UInt64, _ count: Int) -> [[[RandomInputScript.Event]]] {
        var script = RandomInputScript(seed: seed)
        return (0..<count).map { _ in script.next() }
    }

    @Test func aSeedAlwaysGivesTheSameInputs() {
        #expect(inputs(7, 200) == inputs(7, 200))
        #expect(inputs(7, 200) != inputs(8, 200))
    }

    @Test func everyKindOfInputComesAndEveryPressIsReleased() {
        var kinds: Set<String> = []
        for input in inputs(42, 2000) {
            var mouse = false
            var fingers: Set<Int> = []
            var most = 0
            for event in input.joined() {
                switch event {
                case .mouseDown: mouse = true
                case .mouseUp: mouse = false
                case .fingerDown(let id, _): fingers.insert(id)
                case .fingerUp(let id, _): fingers.remove(id)
                case .key(let name):
                    kinds.insert("key")
                    #expect(RandomInputScript.keys.contains(name) && !name.contains("+"))
                case .wheel: kinds.insert("wheel")
                case .mouseMove, .fingerMove: break
                }
                most = max(most, fingers.count)
            }
            #expect(!mouse && fingers.isEmpty, "\(input)")
            if most > 1 { kinds.insert("fingers") }
            let moves = input.joined().filter { if case .mouseMove = $0 { true } else if case .fingerMove = $0 { true } else { false } }.count
            if input.count == 2, moves == 0, most == 1 || input.first?.first.map({ if case .mouseDown = $0 { true } else { false } }) == true { kinds.insert("tap") }
            if most <= 1, moves >= 3 { kinds.insert("drag") }
            if most <= 1, (1...2).contains(moves) { kinds.insert("fling") }
        }
        #expect(kinds == ["key", "wheel", "fingers", "tap", "drag", "fling"])
    }
}
