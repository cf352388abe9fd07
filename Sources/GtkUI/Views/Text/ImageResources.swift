import Foundation
import Synchronization

/// Finds the picture that `Image(_:bundle:)` names among an app's resources.
///
/// SwiftUI takes such a name from an asset catalog. On Linux a picture is a file among the
/// resources: of the bundle given, or else of the app's main bundle and of each SwiftPM resource
/// bundle (`*.resources`) next to the executable, which is where `resources: [.process(…)]` puts a
/// target's files. A name may carry its extension; without one, the formats GdkPixbuf reads are
/// tried. An asset catalog copied among the resources (`.copy("Assets.xcassets")`) is searched
/// too, in its `NAME.imageset` folder.
enum ImageResources {
    /// The extensions tried for a name without one, most common first.
    static let extensions = ["png", "jpg", "jpeg", "svg", "gif", "webp", "bmp", "tiff", "ico"]

    /// What a name was found to be, per bundle path and name: an image's initializer runs in
    /// every evaluation of the body that makes it, and the files do not change while the app runs.
    private static let found = Mutex<[String: String?]>([:])
    /// The app's folders, listed once.
    private static let appFolders = Mutex<[String]?>(nil)

    /// The path of the picture named `name`, or nil when no folder holds one.
    static func path(named name: String, in bundle: Bundle?) -> String? {
        guard !name.isEmpty, !name.contains("/") else { return nil }
        let key = (bundle?.bundlePath ?? "") + "/" + name
        if let known = found.withLock({ $0[key] }) { return known }
        let path = folders(for: bundle).lazy.compactMap {
            picture(named: name, in: $0) ?? catalogPicture(named: name, in: $0)
        }.first
        found.withLock { $0[key] = .some(path) }
        return path
    }

    /// The folders searched, in order.
    static func folders(for bundle: Bundle?) -> [String] {
        if let bundle { return [bundle.resourcePath, bundle.bundlePath].compactMap { $0 }.uniqued() }
        if let listed = appFolders.withLock({ $0 }) { return listed }
        let listed = listAppFolders()
        appFolders.withLock { $0 = listed }
        return listed
    }

    /// The main bundle's folders and the SwiftPM resource bundles next to the executable.
    private static func listAppFolders() -> [String] {
        let main = Bundle.main
        var folders = [main.resourcePath, main.bundlePath].compactMap { $0 }
        let executableFolder = main.executableURL?.deletingLastPathComponent().path ?? main.bundlePath
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: executableFolder)) ?? []
        folders += entries.filter { $0.hasSuffix(".resources") }.sorted().map { executableFolder + "/" + $0 }
        return folders.uniqued()
    }

    private static func picture(named name: String, in folder: String) -> String? {
        let candidates = [name] + extensions.map { name + "." + $0 }
        return candidates.lazy.map { folder + "/" + $0 }.first { isFile($0) }
    }

    /// The picture of `NAME.imageset` in an asset catalog directly inside `folder`: the
    /// double-scale one where there is one, as a desktop screen at scale 1 or 2 shows it best.
    private static func catalogPicture(named name: String, in folder: String) -> String? {
        let manager = FileManager.default
        let catalogs = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".xcassets") }
        for catalog in catalogs.sorted() {
            let set = folder + "/" + catalog + "/" + name + ".imageset"
            let files = ((try? manager.contentsOfDirectory(atPath: set)) ?? []).sorted().filter { file in
                extensions.contains { file.lowercased().hasSuffix("." + $0) }
            }
            if let chosen = files.first(where: { $0.contains("@2x") }) ?? files.first { return set + "/" + chosen }
        }
        return nil
    }

    private static func isFile(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    fileprivate func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
