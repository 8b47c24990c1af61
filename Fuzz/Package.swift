// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The player's package, this folder's parent; SwiftPM names a package at a path by its folder.
let player = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

/// The fuzzers: one libFuzzer program that runs the player's `FuzzTarget` named by
/// SWIPE_FUZZ_TARGET. Built by `run.sh` with `-sanitize=fuzzer,address`; a package of its own, so
/// that the sanitizers never touch the player's normal build.
let package = Package(
    name: "swipe-fuzz",
    dependencies: [.package(path: player.path)],
    targets: [
        .target(name: "CFuzzerDriver"),
        .executableTarget(name: "swipe-fuzz", dependencies: ["CFuzzerDriver", .product(name: "SwipeFuzzTargets", package: player.lastPathComponent.lowercased())]),
    ]
)
