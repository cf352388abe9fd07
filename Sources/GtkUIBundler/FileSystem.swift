import Foundation

// Small file operations that throw the tool's own error.

/// Creates a folder and its parents.
func makeFolder(_ url: URL) throws(BundleError) {
    do {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
        throw BundleError("cannot create \(url.path): \(error.localizedDescription)")
    }
}

/// Sets a file's mode.
func setPermissions(_ mode: Int, _ url: URL) throws(BundleError) {
    do {
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
    } catch {
        throw BundleError("cannot set the permissions of \(url.path): \(error.localizedDescription)")
    }
}

/// Folders 0755, programs 0755, other files 0644, as Debian wants them and as a tarball should
/// carry them, whatever the umask was.
func normalizePermissions(under root: URL) throws(BundleError) {
    let files = FileManager.default
    guard let paths = files.subpaths(atPath: root.path) else { return }
    for path in paths {
        let url = root.appendingPathComponent(path)
        guard let attributes = try? files.attributesOfItem(atPath: url.path),
            attributes[.type] as? FileAttributeType != .typeSymbolicLink
        else { continue }
        let isFolder = attributes[.type] as? FileAttributeType == .typeDirectory
        let mode = (attributes[.posixPermissions] as? Int) ?? 0o644
        try setPermissions(isFolder || mode & 0o100 != 0 ? 0o755 : 0o644, url)
    }
}

/// Writes `text` as UTF-8, creating the folders on the way.
func writeText(_ text: String, to url: URL) throws(BundleError) {
    try makeFolder(url.deletingLastPathComponent())
    guard FileManager.default.createFile(atPath: url.path, contents: Data(text.utf8)) else {
        throw BundleError("cannot write \(url.path)")
    }
}
