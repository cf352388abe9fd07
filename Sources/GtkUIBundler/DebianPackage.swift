import Foundation

/// A `.deb`: the program and the Swift runtime in `/usr/lib/<package>/`, which the program's run
/// path names, the command in `/usr/bin`, the desktop files in `/usr/share`, and dependencies on the
/// Debian packages of the libraries the program links, found by `dpkg-shlibdeps`.
struct DebianPackage {
    let staging: AppStaging
    let outputFolder: URL

    var identity: BundleIdentity { staging.identity }

    /// Writes `<package>_<version>_<arch>.deb` in the output folder and returns it.
    func make() throws(BundleError) -> URL {
        let name = identity.packageName
        let work = outputFolder.appendingPathComponent("deb-\(name)")
        try? FileManager.default.removeItem(at: work)
        // dpkg-shlibdeps wants debian/control, and takes what lies under debian/<package>/ for
        // the package's own files, so the carried Swift libraries bring no dependency.
        let root = work.appendingPathComponent("debian/\(name)")
        let usr = root.appendingPathComponent("usr")
        let libFolder = usr.appendingPathComponent("lib/\(name)")
        try staging.stage(
            libFolder: libFolder, shareFolder: usr.appendingPathComponent("share"), command: name,
            runPath: "/usr/lib/\(name)")
        let bin = usr.appendingPathComponent("bin")
        try makeFolder(bin)
        do {
            // Relative, so the link holds wherever the root is; Bundle.main follows it to lib/.
            try FileManager.default.createSymbolicLink(
                atPath: bin.appendingPathComponent(name).path, withDestinationPath: "../lib/\(name)/\(identity.product)"
            )
        } catch {
            throw BundleError("cannot link /usr/bin/\(name): \(error.localizedDescription)")
        }
        try writeDocumentation(in: usr.appendingPathComponent("share/doc/\(name)"))
        let manual = usr.appendingPathComponent("share/man/man1/\(name).1")
        let today = Metainfo.releaseDate(environment: ProcessInfo.processInfo.environment)
        try writeText(Self.manualPage(for: identity, date: today), to: manual)
        try Shell.check("gzip", ["-9n", manual.path])
        try writeText(
            "Source: \(name)\n\nPackage: \(name)\nArchitecture: any\n",
            to: work.appendingPathComponent("debian/control"))
        let depends = try Self.dependencies(of: libFolder, workFolder: work)
        let architecture = try Shell.check("dpkg", ["--print-architecture"]).trimmingCharacters(
            in: .whitespacesAndNewlines)
        try normalizePermissions(under: root)
        let control = Self.control(
            identity: identity, architecture: architecture, depends: depends, installedSize: Self.kibibytes(under: root)
        )
        try writeText(control, to: root.appendingPathComponent("DEBIAN/control"))
        let deb = outputFolder.appendingPathComponent("\(name)_\(identity.version)_\(architecture).deb")
        try Shell.check("dpkg-deb", ["--root-owner-group", "-Zxz", "--build", root.path, deb.path])
        try? FileManager.default.removeItem(at: work)
        return deb
    }

    /// `Depends:` for every ELF file in `libFolder`, from `dpkg-shlibdeps` run in `workFolder`.
    static func dependencies(of libFolder: URL, workFolder: URL) throws(BundleError) -> String {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: libFolder.path)) ?? []
        let elves = names.sorted().map { libFolder.appendingPathComponent($0) }.filter(isELF)
        let arguments = ["-O", "--warnings=0"] + elves.map { "-e\($0.path)" }
        let output = try Shell.check("dpkg-shlibdeps", arguments, in: workFolder)
        guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("shlibs:Depends=") }) else {
            throw BundleError("dpkg-shlibdeps found no dependencies:\n\(output)")
        }
        return String(line.dropFirst("shlibs:Depends=".count))
    }

    static func isELF(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 4)) == Data([0x7F, 0x45, 0x4C, 0x46])
    }

    /// The control file. The long description's paragraphs are split by " ." lines.
    static func control(identity: BundleIdentity, architecture: String, depends: String, installedSize: Int) -> String {
        let long = identity.paragraphs.map { paragraph in
            wrap(paragraph, width: 78).map { " \($0)" }.joined(separator: "\n")
        }.joined(separator: "\n .\n")
        return """
            Package: \(identity.packageName)
            Version: \(identity.version)
            Architecture: \(architecture)
            Maintainer: \(identity.maintainer)
            Installed-Size: \(installedSize)
            Depends: \(depends)
            Section: misc
            Priority: optional
            Homepage: \(identity.homepage)
            Description: \(identity.summary)
            \(long)

            """
    }

    /// Words in lines of at most `width` characters (longer words stand alone).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " \(word)"
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The installed size in KiB, as dpkg counts it: each file rounded up.
    static func kibibytes(under root: URL) -> Int {
        let files = FileManager.default
        return (files.subpaths(atPath: root.path) ?? []).reduce(0) { total, path in
            let attributes = try? files.attributesOfItem(atPath: root.appendingPathComponent(path).path)
            guard attributes?[.type] as? FileAttributeType == .typeRegular else { return total + 1 }
            let size = (attributes?[.size] as? Int) ?? 0
            return total + (size + 1023) / 1024
        }
    }

    /// `copyright` and the compressed `changelog`, which Debian's policy asks of every package.
    private func writeDocumentation(in folder: URL) throws(BundleError) {
        let name = identity.packageName
        let date = Date(
            timeIntervalSince1970: ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init)
                ?? Date().timeIntervalSince1970)
        try writeText(
            """
            \(identity.displayName) (\(name)), \(identity.homepage)
            Copyright: \(Self.year(of: date)) \(identity.maintainer)
            License: \(identity.license)

            /usr/lib/\(name)/ also holds the Swift runtime libraries, copied from the Swift toolchain:
            Copyright Apple Inc. and the Swift project authors, under the Apache License 2.0 with the
            Runtime Library Exception (see /usr/share/common-licenses/Apache-2.0); lib_FoundationICU.so
            holds ICU, under the Unicode License v3.

            """, to: folder.appendingPathComponent("copyright"))
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        formatter.timeZone = TimeZone(identifier: "UTC")
        let changelog = folder.appendingPathComponent("changelog")
        try writeText(
            """
            \(name) (\(identity.version)) unstable; urgency=medium

              * Packaged with gtkui-bundle.

             -- \(identity.maintainer)  \(formatter.string(from: date))

            """, to: changelog)
        try Shell.check("gzip", ["-9n", changelog.path])
    }

    static func year(of date: Date) -> String {
        String(
            Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC") ?? .current, from: date)
                .year ?? 1970)
    }

    /// A short manual page: Debian's policy wants one for every command.
    static func manualPage(for identity: BundleIdentity, date: String) -> String {
        func roff(_ text: String) -> String {
            let escaped = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
            return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
        }
        let name = identity.packageName
        var lines = [
            ".TH \(roff(name.uppercased())) 1 \"\(date)\" \"\(roff(identity.version))\" \"User Commands\"",
            ".SH NAME", "\(roff(name)) \\- \(roff(identity.summary))",
            ".SH SYNOPSIS", ".B \(roff(name))",
            ".SH DESCRIPTION",
        ]
        lines += identity.paragraphs.map(roff).joined(separator: "\n.PP\n").split(separator: "\n").map(String.init)
        lines += [
            ".PP", "\(roff(identity.displayName)) is a graphical application; its home page is",
            roff(identity.homepage),
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
