import XCTest

@testable import GtkUI

/// `Color(_:bundle:)` reads a colour set of an asset catalog copied among a bundle's resources.
final class NamedColorTests: GtkTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        try super.setUpWithError()
        folder = NSTemporaryDirectory() + "gtkui-named-colors-\(getpid())"
        try write(
            "bg", #"{"red": "0x80", "green": "255", "blue": "0.250", "alpha": "1.000"}"#,
            dark: #"{"red": "0.0", "green": "0.0", "blue": "0.0", "alpha": "1.0"}"#)
        try write("half", #"{"red": "1", "green": "0", "blue": "0", "alpha": "0.5"}"#, dark: nil)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
        try super.tearDownWithError()
    }

    /// A colour set as Xcode writes one, with a dark variant when `dark` is given.
    private func write(_ name: String, _ components: String, dark: String?) throws {
        let set = folder + "/Assets.xcassets/\(name).colorset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        var colors = [#"{"color": {"color-space": "srgb", "components": \#(components)}, "idiom": "universal"}"#]
        if let dark {
            colors.append(
                #"{"appearances": [{"appearance": "luminosity", "value": "dark"}], "#
                    + #""color": {"color-space": "srgb", "components": \#(dark)}, "idiom": "universal"}"#)
        }
        let json = #"{"colors": [\#(colors.joined(separator: ", "))], "info": {"author": "xcode", "version": 1}}"#
        try json.write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
    }

    func testAColourSetGivesItsAnyAppearanceComponentsInEverySpelling() throws {
        let bundle = try XCTUnwrap(Bundle(path: folder))
        XCTAssertEqual(
            Color("bg", bundle: bundle).storage, .rgba(red: 128.0 / 255, green: 1, blue: 0.25, opacity: 1))
        XCTAssertEqual(Color("half", bundle: bundle).storage, .rgba(red: 1, green: 0, blue: 0, opacity: 0.5))
    }

    func testANameNoCatalogDefinesWarnsOnceAndIsLookedUpInTheTheme() throws {
        let bundle = try XCTUnwrap(Bundle(path: folder))
        onGtkThread {
            let warnings = LogCapture.capture(domain: "GtkUI") {
                for _ in 0..<3 { _ = Color("no-such-colour-anywhere", bundle: bundle) }
            }
            XCTAssertEqual(warnings.filter { $0.contains("no-such-colour-anywhere") }.count, 1, "\(warnings)")
        }
        guard case .named(let name, _, _) = Color("no-such-colour-anywhere", bundle: bundle).storage else {
            return XCTFail("a name no catalog defines is looked up in the theme")
        }
        XCTAssertEqual(name, "no-such-colour-anywhere")
    }
}
