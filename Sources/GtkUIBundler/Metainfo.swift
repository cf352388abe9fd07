import Foundation

/// The AppStream metainfo (`<id>.metainfo.xml`) that software centres read: name, summary,
/// description, licence, homepage, the desktop entry it launches and the release.
enum Metainfo {
    static func fileName(for identity: BundleIdentity) -> String { "\(identity.applicationID).metainfo.xml" }

    /// The metainfo; `date` is the release's date, `YYYY-MM-DD`.
    static func text(for identity: BundleIdentity, date: String) -> String {
        let paragraphs = identity.paragraphs.map { "    <p>\(escaped($0))</p>" }.joined(separator: "\n")
        let developer = identity.maintainer.split(separator: "<").first.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<component type=\"desktop-application\">",
            "  <id>\(escaped(identity.applicationID))</id>",
            // The metadata itself is FSFAP, as AppStream recommends, so anyone may redistribute it.
            "  <metadata_license>FSFAP</metadata_license>",
            "  <project_license>\(escaped(identity.license))</project_license>",
            "  <name>\(escaped(identity.displayName))</name>",
            "  <summary>\(escaped(identity.summary))</summary>",
            "  <description>",
            paragraphs,
            "  </description>",
        ]
        if let developer, !developer.isEmpty {
            lines.append("  <developer_name>\(escaped(developer))</developer_name>")
        }
        lines += [
            "  <launchable type=\"desktop-id\">\(escaped(DesktopEntry.fileName(for: identity)))</launchable>",
            "  <url type=\"homepage\">\(escaped(identity.homepage))</url>",
            "  <provides>",
            "    <binary>\(escaped(identity.packageName))</binary>",
            "  </provides>",
            "  <releases>",
            "    <release version=\"\(escaped(identity.version))\" date=\"\(date)\"/>",
            "  </releases>",
            "  <content_rating type=\"oars-1.1\"/>",
            "</component>",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Today, or the time in `SOURCE_DATE_EPOCH` when it is set, so that builds can be repeated.
    static func releaseDate(environment: [String: String]) -> String {
        let date = environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init).map(Date.init(timeIntervalSince1970:))
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date ?? Date())
    }

    static func escaped(_ value: String) -> String {
        value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
