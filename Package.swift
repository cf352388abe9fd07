// swift-tools-version: 6.0
import PackageDescription

// Swift 6 language mode (the default for tools 6.0) brings complete strict-concurrency checking.
let package = Package(
    name: "GtkUI",
    products: [
        .library(name: "GtkUI", targets: ["GtkUI"]),
        // The part of Apple's Combine that SwiftUI code uses (timers, subjects, `@Published`
        // publishers, a few operators), on GLib's loop; `import GtkUI` re-exports it.
        .library(name: "Combine", targets: ["Combine"]),
        // For users' XCTest targets: mount a view, find controls by accessibility, act, snapshot.
        .library(name: "GtkUITesting", targets: ["GtkUITesting"]),
        // Builds a package's target and shows its previews live, reloading on every save.
        .executable(name: "gtkui-preview", targets: ["GtkUIPreview"]),
        // Packages an app as a .deb or a relocatable folder: `swift run gtkui-bundle deb`.
        .executable(name: "gtkui-bundle", targets: ["gtkui-bundle"]),
    ],
    targets: [
        // GTK 3's C API, found through pkg-config.
        .systemLibrary(
            name: "CGtk",
            path: "Sources/CGtk",
            pkgConfig: "gtk+-3.0",
            providers: [.apt(["libgtk-3-dev"])]
        ),
        // The little C that Swift cannot import: GLib macros, a logging shim and the sizing container.
        .target(name: "CGtkShim", dependencies: ["CGtk"], path: "Sources/CGtkShim"),
        .target(name: "Combine", dependencies: ["CGtk", "CGtkShim"]),
        .target(name: "GtkUI", dependencies: ["CGtk", "CGtkShim", "Combine"]),
        .executableTarget(name: "Demo", dependencies: ["GtkUI"], path: "Demo"),
        .executableTarget(
            name: "Benchmarks", dependencies: ["GtkUI", "CCanvasBaseline"], path: "Benchmarks",
            exclude: ["CCanvasBaseline"]),
        // The canvas benchmark's baseline: the same drawing written by hand in C with cairo.
        .target(name: "CCanvasBaseline", dependencies: ["CGtk"], path: "Benchmarks/CCanvasBaseline"),
        .executableTarget(name: "GtkUIPreview", dependencies: ["GtkUI", "CGtkShim"]),
        .target(name: "GtkUITesting", dependencies: ["GtkUI", "CGtkShim"]),
        // Every test process fails a test on a GTK, GLib or ATK warning or critical it did not
        // expect: a GLib log writer, started by a C constructor as the process loads.
        .target(name: "CTestLogGuard", path: "Tests/Support/CTestLogGuard"),
        .target(name: "TestLogGuard", dependencies: ["CGtk", "CTestLogGuard"], path: "Tests/Support/TestLogGuard"),
        .testTarget(
            name: "GtkUITests", dependencies: ["GtkUI", "GtkUITesting", "TestLogGuard"],
            exclude: ["Views/Layout/__Snapshots__"]),
        .testTarget(
            name: "GtkUITestingTests", dependencies: ["GtkUITesting", "GtkUI", "TestLogGuard"],
            exclude: ["__Snapshots__"]),
        // The Demo's pages, mounted and driven through GtkUITesting: executable targets can be tested.
        .testTarget(
            name: "DemoTests", dependencies: ["Demo", "GtkUITesting", "GtkUI", "TestLogGuard"],
            exclude: ["__Snapshots__"]),
        // gtkui-preview's session driven with stand-in programs: listing, crashes, hangs, errors.
        .testTarget(name: "GtkUIPreviewTests", dependencies: ["GtkUIPreview", "GtkUI"]),
        // The documentation's code, compiled, and a check that the articles show exactly this code.
        .testTarget(
            name: "DocSnippetTests", dependencies: ["GtkUI", "GtkUITesting", "TestLogGuard"], exclude: ["__Snapshots__"]
        ),
        // gtkui-bundle: the packaging logic in a library its tests import, and a thin command.
        // It uses Foundation only; it runs `swift build`, ldd, patchelf and dpkg-deb.
        .target(name: "GtkUIBundler", path: "Sources/GtkUIBundler"),
        .executableTarget(name: "gtkui-bundle", dependencies: ["GtkUIBundler"], path: "Sources/gtkui-bundle"),
        .testTarget(name: "GtkUIBundlerTests", dependencies: ["GtkUIBundler"]),
        // A small app with a resource, which scripts/bundle-check.sh packages, installs and starts.
        .executableTarget(
            name: "BundleFixture", dependencies: ["GtkUI"], path: "Tests/BundleFixture",
            resources: [.copy("Greeting.txt")]),
        // SwiftUI call patterns, one file compiled twice: in Swift 6 language mode here, and in Swift 5
        // mode through a symbolic link, so isolation stricter than SwiftUI's fails one of the builds.
        // Warnings are errors in Swift 5 mode, which reports isolation stricter than SwiftUI's as warnings.
        .testTarget(name: "SwiftUIPatternsTests", dependencies: ["GtkUI"]),
        .testTarget(
            name: "SwiftUIPatternsSwift5Tests", dependencies: ["GtkUI"],
            swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-warnings-as-errors"])]),
    ]
)
