import SwipeDocument
import SwipeReader
import SwipeDesktop
import Testing

/// Object paths and ids go both ways, so a screen reader's reference to a node finds it again in
/// the next snapshot; paths outside the tree name no node.
@Suite struct ATSPIPathTests {
    @Test func everyNodesPathNamesItsIdAgain() {
        for node in ATSPITestTree.window().flattened {
            let path = ATSPIPath.path(node.id)
            #expect(path.hasPrefix("/org/a11y/atspi/accessible/"), "\(path)")
            #expect(!path.contains("//") && !path.hasSuffix("/"), "a D-Bus object path: \(path)")
            #expect(ATSPIPath.id(path) == node.id, "\(path)")
        }
    }

    @Test func theRootAndTheNullReferenceAreNoNode() {
        #expect(ATSPIPath.id(ATSPIPath.root) == nil)
        #expect(ATSPIPath.id(ATSPIPath.null) == nil)
        #expect(ATSPIPath.id("/org/a11y/atspi/accessible/windowless") == nil)
    }
}
