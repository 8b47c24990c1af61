// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "swipe-player",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "SwipeCore", targets: ["SwipeCore"]),
        .executable(name: "swipe-player", targets: ["swipe-player"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "SwipeCore"),
        .executableTarget(
            name: "swipe-player",
            dependencies: [
                "SwipeCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "SwipeCoreTests", dependencies: ["SwipeCore"]),
        .testTarget(name: "SwipePlayerTests", dependencies: ["swipe-player"]),
    ]
)
