import Foundation
import XCTest

@testable import GtkUI

/// Literal titles are `LocalizedStringKey`s, formatted and looked up as SwiftUI does.
final class LocalizedStringKeyTests: GtkTestCase {
    private struct Readout: View {
        let volume: Double
        let count: Int

        var body: some View {
            VStack {
                Text("Volume \(volume, specifier: "%.2f")")
                Text("Raw \(volume)")
                Text("\(count) of 100%")
                Button("Add \(count)") {}
            }
        }
    }

    func testInterpolationsAreFormattedAsSwiftUIFormatsThem() {
        onGtkThread {
            XCTAssertEqual(Text("Slider \(2.5, specifier: "%.2f")").content, "Slider 2.50")
            XCTAssertEqual(Text("\(Float(0.25))").content, "0.250000", "Float shows six decimals, as %f does")
            XCTAssertEqual(Text("\(7, specifier: "%03d") items").content, "007 items")
            XCTAssertEqual(Text("\(42)% done").content, "42% done")
            XCTAssertEqual(
                Text("Price \(1234.5, format: .number.precision(.fractionLength(1)))").content, "Price 1,234.5")
            XCTAssertEqual(Text("Says \(Text("hi"))").content, "Says hi")
            let nothing: String? = nil
            XCTAssertEqual(Text("Value: \(nothing as Any)").content, "Value: nil")
        }
    }

    func testTheKeyHasAPlaceholderPerValue() {
        let key: LocalizedStringKey = "\("Io") has \(4) moons, 100% \(1.5)"
        XCTAssertEqual(key.key, "%@ has %lld moons, 100%% %lf")
        XCTAssertEqual(key.arguments, ["Io", "4", "1.500000"])
    }

    func testAStringVariableIsShownAsItIs() {
        onGtkThread {
            let title = "50% off %@"
            XCTAssertEqual(Text(title).content, "50% off %@")
            XCTAssertEqual(Text(LocalizedStringKey(title)).content, "50% off %@")
        }
    }

    func testMountedTitlesShowTheFormattedText() {
        onGtkThread {
            let host = HostingWidget(rootView: Readout(volume: 0.5, count: 3))
            XCTAssertEqual(
                WidgetTree.labels(in: host.widget), ["Volume 0.50", "Raw 0.500000", "3 of 100%", "Add 3"])
        }
    }

    func testATranslationFromTheBundleFillsItsPlaceholders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("GtkUIStrings-\(getpid()).bundle")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = """
            "Count: %lld" = "Anzahl: %lld";
            "%@ has %lld moons" = "%2$lld Monde hat %1$@";
            "Plain" = "Schlicht";
            """
        try table.write(to: folder.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        let bundle = try XCTUnwrap(Bundle(path: folder.path))
        onGtkThread {
            XCTAssertEqual(Text("Count: \(3)", bundle: bundle).content, "Anzahl: 3")
            XCTAssertEqual(Text("\("Io") has \(4) moons", bundle: bundle).content, "4 Monde hat Io")
            XCTAssertEqual(Text("Plain", bundle: bundle).content, "Schlicht")
            XCTAssertEqual(Text("Untranslated \(1)", bundle: bundle).content, "Untranslated 1")
        }
    }

    func testPlaceholdersOfATranslationAreFilledInOrderOrByPosition() {
        XCTAssertEqual(LocalizedFormat.substitute(["a", "b"], into: "%@-%lld-%%"), "a-b-%")
        XCTAssertEqual(LocalizedFormat.substitute(["a", "b"], into: "%2$@ %1$@"), "b a")
        XCTAssertEqual(LocalizedFormat.substitute(["1.50"], into: "%.2f €"), "1.50 €")
        XCTAssertEqual(LocalizedFormat.substitute([], into: "%@ missing"), " missing")
    }
}
