import Foundation
import GtkUI

/// The small app that `scripts/bundle-check.sh` packages, installs and starts. Its window title
/// comes from a resource, so a window with that title shows that `Bundle.module` found the
/// resource inside the bundle. It has no entry in gtkui-bundle.json, so it ships with the
/// defaults and the generated icon.
@main
struct BundleFixtureApp: App {
    static var applicationID: String { "org.gtkui.BundleFixture" }
    static var displayName: String { "Bundle Fixture" }
    static var version: String? { "1.2.3" }

    var body: some Scene {
        WindowGroup(Self.greeting) { Text(Self.greeting).padding(20) }
            .defaultSize(width: 320, height: 120)
    }

    /// The resource's one line, or a title the test does not look for when it is missing.
    static var greeting: String {
        guard let url = Bundle.module.url(forResource: "Greeting", withExtension: "txt"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return "Greeting missing" }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
