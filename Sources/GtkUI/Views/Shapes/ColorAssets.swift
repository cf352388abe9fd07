import Foundation
import Synchronization

/// Finds the colour that `Color(_:bundle:)` names in an asset catalog among an app's resources.
///
/// SwiftUI takes such a name from the app's asset catalog. Here an `Assets.xcassets` copied among
/// the resources (`.copy("Assets.xcassets")`) is read: its `NAME.colorset/Contents.json`, whose
/// components are written as fractions (`"0.500"`), as 0–255 integers (`"128"`) or in hex
/// (`"0x80"`). The variant for any appearance is used; a dark variant is not. Display P3 and
/// extended ranges are taken as sRGB.
enum ColorAssets {
    private static let warnedNames = Mutex<Set<String>>([])

    /// What a name was found to be, per bundle path and name, since a colour's initializer runs
    /// in every evaluation of the body that makes it.
    private static let found = Mutex<[String: Color.RGBA?]>([:])

    /// The colour named `name`, or nil when no catalog among the folders defines it.
    static func color(named name: String, in bundle: Bundle?) -> Color.RGBA? {
        guard !name.isEmpty, !name.contains("/") else { return nil }
        let key = (bundle?.bundlePath ?? "") + "/" + name
        if let known = found.withLock({ $0[key] }) { return known }
        let color = lookUp(name, in: bundle)
        found.withLock { $0[key] = .some(color) }
        return color
    }

    private static func lookUp(_ name: String, in bundle: Bundle?) -> Color.RGBA? {
        let manager = FileManager.default
        for folder in ImageResources.folders(for: bundle) {
            let catalogs = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).filter {
                $0.hasSuffix(".xcassets")
            }
            for catalog in catalogs.sorted() {
                let file = folder + "/" + catalog + "/" + name + ".colorset/Contents.json"
                if let data = manager.contents(atPath: file), let color = parse(data) { return color }
            }
        }
        return nil
    }

    /// The components of a colour set's `Contents.json`, or nil when it holds none.
    static func parse(_ data: Data) -> Color.RGBA? {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = root["colors"] as? [[String: Any]]
        else { return nil }
        let chosen = entries.first { $0["appearances"] == nil } ?? entries.first
        guard let components = (chosen?["color"] as? [String: Any])?["components"] as? [String: Any],
            let red = component(components["red"]), let green = component(components["green"]),
            let blue = component(components["blue"])
        else { return nil }
        return Color.RGBA(red: red, green: green, blue: blue, opacity: component(components["alpha"]) ?? 1)
    }

    /// One component in 0…1 from the catalog's spellings.
    private static func component(_ value: Any?) -> Double? {
        if let number = value as? Double { return min(max(number, 0), 1) }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.lowercased().hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16) {
            return Double(min(max(byte, 0), 255)) / 255
        }
        if !text.contains("."), let whole = Int(text) {
            return whole > 1 ? Double(min(whole, 255)) / 255 : Double(whole)
        }
        return Double(text).map { min(max($0, 0), 1) }
    }

    /// Says once per name that no catalog defines it.
    static func warnMissing(_ name: String) {
        guard warnedNames.withLock({ $0.insert(name).inserted }) else { return }
        Diagnostics.warn(
            "GtkUI: Color has no colour named '\(name)' in an asset catalog among the app's resources; "
                + "the GTK theme's colour of that name is used, else clear")
    }
}
