import Foundation

/// Lays an app out in a `lib` folder (the program, the Swift runtime beside it, the resource
/// bundles) and a `share` folder (desktop entry, icon, metainfo). The .deb and the relocatable
/// folder use the same layout; the program's run path names the `lib` folder.
struct AppStaging {
    let identity: BundleIdentity
    let icon: AppIcon
    /// The release build folder and the program in it.
    let buildFolder: URL
    let executable: URL
    let reporter: Reporter

    /// Fills `libFolder` and `shareFolder`. The desktop entry runs `command`; the program finds
    /// its libraries through `runPath` (`$ORIGIN` for a folder that moves, the installed path for
    /// a package, so that `ldd` through the /usr/bin link finds them too). Returns the program's
    /// path in `libFolder`.
    @discardableResult
    func stage(libFolder: URL, shareFolder: URL, command: String, runPath: String) throws(BundleError) -> URL {
        let files = FileManager.default
        try makeFolder(libFolder)
        let linked = try LinkedLibraries.of(executable)
        guard linked.missing.isEmpty else {
            throw BundleError(
                "\(identity.product) links libraries that cannot be found: \(linked.missing.joined(separator: ", "))")
        }
        // Strip first, then set the run path: strip can undo patchelf's rewrite of the headers.
        let program = libFolder.appendingPathComponent(identity.product)
        try copy(executable, to: program)
        try Shell.check("strip", [program.path])
        try Shell.check("patchelf", ["--set-rpath", runPath, program.path])
        let carried = linked.toCarry(buildFolder: buildFolder.path)
        for library in carried {
            let target = libFolder.appendingPathComponent((library as NSString).lastPathComponent)
            try copy(URL(fileURLWithPath: library), to: target)
            try Shell.check("strip", ["--strip-unneeded", target.path])
            if library.hasPrefix(buildFolder.path) {
                try Shell.check("patchelf", ["--set-rpath", "$ORIGIN", target.path])
            }
            try setPermissions(0o644, target)
        }
        reporter.note("carries \(carried.count) libraries of the Swift runtime and the package")
        for bundle in try resourceBundles() {
            try copy(bundle, to: libFolder.appendingPathComponent(bundle.lastPathComponent))
            reporter.note("carries the resources \(bundle.lastPathComponent)")
        }

        let applications = shareFolder.appendingPathComponent("applications")
        let entry = applications.appendingPathComponent(DesktopEntry.fileName(for: identity))
        try writeText(DesktopEntry.text(for: identity, command: command), to: entry)
        let metainfo = shareFolder.appendingPathComponent("metainfo").appendingPathComponent(
            Metainfo.fileName(for: identity))
        let date = Metainfo.releaseDate(environment: ProcessInfo.processInfo.environment)
        try writeText(Metainfo.text(for: identity, date: date), to: metainfo)
        let iconFile = shareFolder.appendingPathComponent(icon.relativePath(applicationID: identity.applicationID))
        try makeFolder(iconFile.deletingLastPathComponent())
        guard files.createFile(atPath: iconFile.path, contents: icon.data) else {
            throw BundleError("cannot write \(iconFile.path)")
        }
        try validate(entry: entry, metainfo: metainfo)
        return program
    }

    /// The release folder's `*.resources` bundles that the program names. SwiftPM's generated
    /// `Bundle.module` accessor holds the bundle's name, so the program's bytes say which it uses.
    func resourceBundles() throws(BundleError) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: buildFolder.path)) ?? []
        let bundles = names.filter { $0.hasSuffix(".resources") }.sorted()
        guard !bundles.isEmpty else { return [] }
        guard let bytes = FileManager.default.contents(atPath: executable.path) else {
            throw BundleError("cannot read \(executable.path)")
        }
        return bundles.filter { bytes.range(of: Data($0.utf8)) != nil }.map { buildFolder.appendingPathComponent($0) }
    }

    /// desktop-file-validate and appstreamcli, when installed; a failure is an error with their words.
    private func validate(entry: URL, metainfo: URL) throws(BundleError) {
        let checks: [(String, [String], String)] = [
            ("desktop-file-validate", [entry.path], "desktop-file-utils"),
            ("appstreamcli", ["validate", "--no-net", metainfo.path], "appstream"),
        ]
        for (program, arguments, package) in checks {
            guard Shell.path(of: program) != nil else {
                reporter.warn(
                    "\(program) is not installed, so it did not check the bundle (apt-get install \(package))")
                continue
            }
            let result = try Shell.run(program, arguments)
            guard result.succeeded else {
                throw BundleError("\(program) rejects \(arguments.last ?? ""):\n\(result.output)")
            }
        }
    }

    private func copy(_ source: URL, to target: URL) throws(BundleError) {
        do {
            if FileManager.default.fileExists(atPath: target.path) { try FileManager.default.removeItem(at: target) }
            try FileManager.default.copyItem(at: source, to: target)
        } catch {
            throw BundleError("cannot copy \(source.path) to \(target.path): \(error.localizedDescription)")
        }
    }
}
