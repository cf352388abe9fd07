/// The `.desktop` file that puts the app in the desktop's app list. It is named after the
/// application id, so GNOME Shell matches the app's windows to it.
enum DesktopEntry {
    static func fileName(for identity: BundleIdentity) -> String { "\(identity.applicationID).desktop" }

    /// The entry, with `Exec` set to `command` (a name on PATH or an absolute path).
    static func text(for identity: BundleIdentity, command: String) -> String {
        var lines = [
            "[Desktop Entry]",
            "Type=Application",
            "Name=\(escaped(identity.displayName))",
            "Comment=\(escaped(identity.summary))",
            "Exec=\(command)",
            "Icon=\(identity.applicationID)",
            "Terminal=false",
            "Categories=\(list(identity.categories))",
        ]
        if !identity.keywords.isEmpty { lines.append("Keywords=\(list(identity.keywords))") }
        lines.append("StartupNotify=true")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A string value as the Desktop Entry Specification escapes it.
    static func escaped(_ value: String) -> String {
        value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: "\t", with: "\\t").replacingOccurrences(of: "\r", with: "\\r")
    }

    private static func list(_ values: [String]) -> String {
        values.map { escaped($0).replacingOccurrences(of: ";", with: "\\;") + ";" }.joined()
    }
}
