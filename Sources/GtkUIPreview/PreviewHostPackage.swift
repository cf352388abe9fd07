import Foundation

/// A small package that `gtkui-preview` writes to show a library target's previews.
///
/// A library has no program of its own to list and show its previews, and the user's manifest is
/// theirs, so the tool writes a package of its own under the user's `.build` folder. It depends on
/// the user's package and on the same GtkUI, and its one executable starts an `App`, whose `main()`
/// lists or shows previews when `gtkui-preview` asks. Every preview compiled into the library is
/// linked into that executable, so it is found there as in an app target.
struct PreviewHostPackage {
    /// The executable target and product of the host package.
    static let productName = "GtkUIPreviewHost"

    /// Where the package goes: `.build/gtkui-preview-host` of the user's package.
    let directory: String
    /// `Package.swift` of the host.
    let manifest: String
    /// `Sources/GtkUIPreviewHost/main.swift` of the host.
    let mainSource: String

    /// The host for `libraryModule`, found in the user's library product `libraryProduct`.
    ///
    /// `packageIdentity` names the user's package and `gtkUI` says where its GtkUI comes from.
    init(
        packageDirectory: String, packageIdentity: String, libraryProduct: String, libraryModule: String,
        gtkUI: GtkUIDependency
    ) {
        directory = URL(fileURLWithPath: packageDirectory).appendingPathComponent(".build/gtkui-preview-host").path
        manifest = """
            // swift-tools-version: 5.9
            // Written by gtkui-preview to show the previews of \(libraryModule); rewritten on each run.
            import PackageDescription

            let package = Package(
                name: "\(Self.productName)",
                dependencies: [
                    .package(path: \(Self.literal(packageDirectory))),
                    \(gtkUI.declaration),
                ],
                targets: [
                    .executableTarget(
                        name: "\(Self.productName)",
                        dependencies: [
                            .product(name: \(Self.literal(libraryProduct)), package: \(Self.literal(packageIdentity))),
                            .product(name: "GtkUI", package: \(Self.literal(gtkUI.identity))),
                        ])
                ]
            )

            """
        mainSource = """
            // Written by gtkui-preview: lists or shows the previews of \(libraryModule) when asked.
            import GtkUI
            import \(libraryModule)

            struct PreviewHost: App {
                var body: some Scene {
                    WindowGroup { Text("gtkui-preview runs this program to show the previews of \(libraryModule).") }
                }
            }

            PreviewHost.main()

            """
    }

    /// Writes the package, leaving files that already say the same untouched so that a build of
    /// the host stays incremental.
    func write() throws {
        let sources = URL(fileURLWithPath: directory).appendingPathComponent("Sources/\(Self.productName)")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Self.write(manifest, to: URL(fileURLWithPath: directory).appendingPathComponent("Package.swift"))
        try Self.write(mainSource, to: sources.appendingPathComponent("main.swift"))
    }

    private static func write(_ text: String, to file: URL) throws {
        if (try? String(contentsOf: file, encoding: .utf8)) == text { return }
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    /// `text` as a Swift string literal.
    private static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Where the user's package gets GtkUI, as `swift package show-dependencies` reports it.
    struct GtkUIDependency: Equatable {
        /// The package identity that `.product(name:package:)` names.
        let identity: String
        /// A folder on this machine, for a dependency by path.
        var path: String?
        /// A repository and the version resolved from it.
        var url: String?
        var version: String?

        /// The host's `.package(…)` line: the same folder, or the version the user's package resolved.
        var declaration: String {
            if let path { return ".package(path: \(PreviewHostPackage.literal(path)))" }
            return
                ".package(url: \(PreviewHostPackage.literal(url ?? "")), exact: \(PreviewHostPackage.literal(version ?? "")))"
        }

        /// GtkUI among the dependencies in `show-dependencies --format json` output, or why not.
        static func find(inDependencyJSON json: String) -> Result<GtkUIDependency, PreviewFailure> {
            guard let start = json.firstIndex(of: "{"),
                let root = try? JSONSerialization.jsonObject(with: Data(json[start...].utf8)) as? [String: Any]
            else { return .failure(PreviewFailure("cannot read the package's dependencies")) }
            var pending = root["dependencies"] as? [[String: Any]] ?? []
            while let node = pending.popLast() {
                if node["name"] as? String == "GtkUI", let identity = node["identity"] as? String {
                    let location = node["url"] as? String ?? ""
                    let version = node["version"] as? String
                    var isFolder: ObjCBool = false
                    if FileManager.default.fileExists(atPath: location, isDirectory: &isFolder), isFolder.boolValue {
                        return .success(GtkUIDependency(identity: identity, path: location))
                    }
                    guard let version, version.first?.isNumber == true else {
                        return .failure(
                            PreviewFailure(
                                "GtkUI comes from \(location) at no released version; "
                                    + "preview the library through an executable target that uses it"))
                    }
                    return .success(GtkUIDependency(identity: identity, url: location, version: version))
                }
                pending += node["dependencies"] as? [[String: Any]] ?? []
            }
            return .failure(PreviewFailure("the package does not depend on GtkUI"))
        }
    }
}
