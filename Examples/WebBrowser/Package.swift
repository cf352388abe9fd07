// swift-tools-version: 6.0
import PackageDescription

// A web browser built from WebKitGTK's web view wrapped as a GtkUI representable.
// Kept apart from the root package because WebKitGTK is a large install.
let package = Package(
    name: "WebBrowser",
    dependencies: [
        // A link to the repository root, so the dependency is named "GtkUI" wherever it is checked out.
        .package(path: "GtkUI")
    ],
    targets: [
        .systemLibrary(
            name: "CWebKit",
            path: "Sources/CWebKit",
            pkgConfig: "webkit2gtk-4.1",
            providers: [.apt(["libwebkit2gtk-4.1-dev"])]
        ),
        .executableTarget(name: "WebBrowser", dependencies: ["CWebKit", .product(name: "GtkUI", package: "GtkUI")]),
    ]
)
