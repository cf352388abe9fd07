import Foundation

/// A folder that runs from wherever it is unpacked: a launcher script at the top, the program and
/// the Swift runtime in `lib/`, desktop entry, icon and metainfo in `share/`; and a `.tar.gz` of it.
/// It needs GTK 3 on the machine (on Debian, the packages its README lists).
struct RelocatableFolder {
    let staging: AppStaging
    let outputFolder: URL

    var identity: BundleIdentity { staging.identity }

    /// `<package>-<version>-<arch>`.
    func folderName(architecture: String) -> String {
        "\(identity.packageName)-\(identity.version)-\(architecture)"
    }

    /// Writes the folder and its tarball beside it; returns the folder.
    func make() throws(BundleError) -> URL {
        let architecture = try Shell.check("dpkg", ["--print-architecture"]).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let name = folderName(architecture: architecture)
        // Staged under debian/<package>/ so that dpkg-shlibdeps can list the Debian packages it
        // needs for the README, then moved into place: every path inside is relative.
        let work = outputFolder.appendingPathComponent("dir-\(identity.packageName)")
        try? FileManager.default.removeItem(at: work)
        let root = work.appendingPathComponent("debian/\(identity.packageName)")
        let libFolder = root.appendingPathComponent("lib")
        try staging.stage(
            libFolder: libFolder, shareFolder: root.appendingPathComponent("share"), command: identity.packageName,
            runPath: "$ORIGIN")
        try writeText(Self.launcher(identity: identity), to: root.appendingPathComponent(identity.packageName))
        try setPermissions(0o755, root.appendingPathComponent(identity.packageName))
        try writeText(
            "Source: \(identity.packageName)\n\nPackage: \(identity.packageName)\nArchitecture: any\n",
            to: work.appendingPathComponent("debian/control"))
        let needs = (try? DebianPackage.dependencies(of: libFolder, workFolder: work)) ?? "libgtk-3-0"
        try writeText(Self.readme(identity: identity, needs: needs), to: root.appendingPathComponent("README"))
        try normalizePermissions(under: root)

        let folder = outputFolder.appendingPathComponent(name)
        let tarball = outputFolder.appendingPathComponent("\(name).tar.gz")
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.removeItem(at: tarball)
        do {
            try FileManager.default.moveItem(at: root, to: folder)
        } catch {
            throw BundleError("cannot move the folder into \(folder.path): \(error.localizedDescription)")
        }
        try? FileManager.default.removeItem(at: work)
        try Shell.check(
            "tar", ["-C", outputFolder.path, "--owner=0", "--group=0", "--numeric-owner", "-czf", tarball.path, name])
        return folder
    }

    /// A POSIX shell script that finds its own folder through any symbolic link, lets GTK find
    /// the icon in `share/`, and starts the program.
    static func launcher(identity: BundleIdentity) -> String {
        """
        #!/bin/sh
        # Starts \(identity.displayName) from wherever this folder is: the program and the Swift
        # runtime are in lib/, the icon and the desktop entry in share/.
        here=$(dirname "$(readlink -f "$0")")
        XDG_DATA_DIRS="$here/share:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}"
        export XDG_DATA_DIRS
        exec "$here/lib/\(identity.product)" "$@"

        """
    }

    static func readme(identity: BundleIdentity, needs: String) -> String {
        """
        \(identity.displayName) \(identity.version): \(identity.summary)

        Run ./\(identity.packageName) from this folder, or from a link to it on your PATH. The folder
        can be moved anywhere; it carries the Swift runtime in lib/.

        It needs GTK 3 on the machine. On Debian and Ubuntu these packages provide what it links:
        \(needs)

        To list it in the desktop's app list for one user:
          cp share/applications/\(DesktopEntry.fileName(for: identity)) ~/.local/share/applications/
          cp -r share/icons ~/.local/share/
        then set Exec= in the copied entry to this folder's \(identity.packageName).

        """
    }
}
