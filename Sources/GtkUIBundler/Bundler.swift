import Foundation

/// The whole run: choose the product, build it in release, read its identity, and write the
/// bundle. Returns the bundle's path, which the command prints last as `bundle: PATH`.
struct Bundler {
    let options: CommandLineOptions
    let reporter: Reporter
    let environment: [String: String]

    /// The Debian packages behind the programs each format runs.
    static func requiredPrograms(for format: BundleFormat) -> [(program: String, package: String)] {
        var programs = [("ldd", "libc-bin"), ("strip", "binutils"), ("patchelf", "patchelf"), ("dpkg", "dpkg")]
        switch format {
        case .deb: programs += [("dpkg-deb", "dpkg"), ("dpkg-shlibdeps", "dpkg-dev"), ("gzip", "gzip")]
        case .dir: programs += [("tar", "tar"), ("gzip", "gzip")]
        }
        return programs
    }

    func run() throws(BundleError) -> URL {
        let missing = Self.requiredPrograms(for: options.format).filter { Shell.path(of: $0.program) == nil }
        guard missing.isEmpty else {
            let packages = Set(missing.map(\.package)).sorted().joined(separator: " ")
            throw BundleError(
                "needs \(missing.map(\.program).joined(separator: ", ")): apt-get install \(packages)")
        }
        let directory = options.packageDirectory
        guard FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) else {
            throw BundleError("\(directory.path) has no Package.swift: run gtkui-bundle in your package's folder")
        }
        let build = ReleaseBuild(packageDirectory: directory, environment: environment)
        let product = try build.describe().chooseProduct(options.product)
        reporter.note("building \(product) in release (the first time takes minutes)")
        let started = Date()
        let buildFolder = try build.build(product: product)
        reporter.note("built \(product) in \(Int(Date().timeIntervalSince(started).rounded())) s")
        let executable = buildFolder.appendingPathComponent(product)

        let code = CodeIdentity.read(fromExecutable: executable)
        if code == nil {
            reporter.warn(
                "\(product) did not print its identity with GTKUI_PRINT_IDENTITY=1 (is it a GtkUI App?): "
                    + "using \(IdentityFile.fileName) and defaults")
        }
        let file = try IdentityFile.load(from: directory, product: product, reporter: reporter)
        let identity = try BundleIdentity.resolve(
            product: product, code: code, file: file, environment: environment, reporter: reporter)
        let icon = try AppIcon.load(for: identity, packageDirectory: directory, reporter: reporter)
        let output = options.outputFolder ?? directory.appendingPathComponent(".build/gtkui-bundle")
        try makeFolder(output)
        let staging = AppStaging(
            identity: identity, icon: icon, buildFolder: buildFolder, executable: executable, reporter: reporter)
        switch options.format {
        case .deb:
            return try DebianPackage(staging: staging, outputFolder: output).make()
        case .dir:
            return try RelocatableFolder(staging: staging, outputFolder: output).make()
        }
    }
}
