import Foundation

/// The shared libraries a program loads, as `ldd` resolves them, and the ones a bundle must
/// carry: the Swift runtime's (those in libswiftCore.so's folder) and the package's own (those
/// in its build folder). Debian's libraries stay outside; the package depends on them.
struct LinkedLibraries: Equatable {
    /// A library's name and the file it resolved to; nil when ldd found none.
    struct Library: Equatable {
        let name: String
        let path: String?
    }

    let libraries: [Library]

    /// Reads ldd's lines: `name => /path (0x…)`, `name => not found`, or `/path (0x…)`.
    init(lddOutput: String) {
        libraries = lddOutput.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let name = fields.first.map({ $0.trimmingCharacters(in: .whitespaces) }), fields.count >= 2,
                fields[1] == "=>"
            else { return nil }
            let target = fields.count > 2 ? String(fields[2]) : ""
            return Library(name: name, path: target.hasPrefix("/") ? target : nil)
        }
    }

    /// Runs ldd on `executable`.
    static func of(_ executable: URL) throws(BundleError) -> LinkedLibraries {
        LinkedLibraries(lddOutput: try Shell.check("ldd", [executable.path]))
    }

    var missing: [String] { libraries.filter { $0.path == nil }.map(\.name) }

    /// The folder the Swift runtime was loaded from.
    var swiftRuntimeFolder: String? {
        libraries.first { $0.name == "libswiftCore.so" }?.path.map { ($0 as NSString).deletingLastPathComponent }
    }

    /// The files to carry: every library in the Swift runtime's folder or in `buildFolder`.
    func toCarry(buildFolder: String) -> [String] {
        let folders = [swiftRuntimeFolder, buildFolder].compactMap { $0 }
        return libraries.compactMap(\.path).filter { path in
            folders.contains((path as NSString).deletingLastPathComponent)
        }
    }
}
