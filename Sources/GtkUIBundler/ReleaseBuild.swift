import Foundation

/// `swift build -c release` of one product, through the `swift` on PATH (or `$SWIFT`).
struct ReleaseBuild {
    let packageDirectory: URL
    let swift: String

    init(packageDirectory: URL, environment: [String: String]) {
        self.packageDirectory = packageDirectory
        swift = environment["SWIFT"].flatMap { $0.isEmpty ? nil : $0 } ?? "swift"
    }

    /// The package's products, from `swift package describe`.
    func describe() throws(BundleError) -> PackageSummary {
        let result = try Shell.run(
            swift, ["package", "--package-path", packageDirectory.path, "describe", "--type", "json"])
        guard result.succeeded else {
            let reason =
                Self.firstError(in: result.output) ?? result.output.split(separator: "\n").last.map(String.init)
            throw BundleError("cannot read the package in \(packageDirectory.path): \(reason ?? "no Package.swift?")")
        }
        return try PackageSummary(describeJSON: result.output)
    }

    /// Builds `product` and returns the folder it was built in. A failed build throws with the
    /// first compiler error.
    func build(product: String) throws(BundleError) -> URL {
        let common = ["--package-path", packageDirectory.path, "-c", "release"]
        let result = try Shell.run(swift, ["build"] + common + ["--product", product])
        guard result.succeeded else {
            let error = Self.firstError(in: result.output) ?? "swift build exited with status \(result.status)"
            throw BundleError("\(product) does not build:\n\(error)")
        }
        let binPath = try Shell.check(swift, ["build"] + common + ["--show-bin-path"])
        guard let path = binPath.split(separator: "\n").last.map(String.init), path.hasPrefix("/") else {
            throw BundleError("cannot find the release build folder (swift build --show-bin-path said: \(binPath))")
        }
        return URL(fileURLWithPath: path)
    }

    /// The first line that a compiler, linker or SwiftPM marks `error:`, with its location.
    static func firstError(in output: String) -> String? {
        output.split(separator: "\n").first { line in
            line.contains(": error:") || line.hasPrefix("error:")
        }.map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
