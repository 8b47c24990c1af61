import CFuzzerDriver
import Foundation
import SwipeFuzzTargets

/// The target this run fuzzes, from SWIPE_FUZZ_TARGET (run.sh sets it).
let target: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["SWIPE_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
        fatalError("SWIPE_FUZZ_TARGET must be one of \(FuzzTarget.allCases.map(\.rawValue)), not \"\(name)\"")
    }
    return target
}()

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    target.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
})
