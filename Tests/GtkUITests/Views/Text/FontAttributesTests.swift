import XCTest

@testable import GtkUI

/// The helper that lets other text-bearing controls (a Toggle's title, a TextField's entry)
/// honour `.font` the way Text does.
final class FontAttributesTests: GtkTestCase {
    func testEnvironmentFontReachesACheckButtonLabel() {
        onGtkThread {
            let check = GObjectReference(retaining: gtk_check_button_new_with_label("Wi-Fi")!)
            var environment = EnvironmentValues()
            environment.font = .title3
            environment.fontTraits.isItalic = true
            FontAttributes.apply(environment, toLabelOf: check.pointer.cast())
            let label = gtk_bin_get_child(check.pointer.cast())!
            XCTAssertEqual(PangoAttributeReader.describe(label: label), ["italic", "scale 1.1", "weight 700"])
        }
    }

    func testAnEqualFontIsNotSetAgain() {
        onGtkThread {
            let check = GObjectReference(retaining: gtk_check_button_new_with_label("Wi-Fi")!)
            let label = gtk_bin_get_child(check.pointer.cast())!
            var environment = EnvironmentValues()
            environment.font = .caption
            FontAttributes.apply(environment, toLabelOf: check.pointer.cast())
            var notifications = 0
            let connection = Signals.connect(label, "notify::attributes") { _ in notifications += 1 }
            defer { connection.disconnect() }
            FontAttributes.apply(environment, toLabelOf: check.pointer.cast())
            XCTAssertEqual(notifications, 0)
            FontAttributes.apply(EnvironmentValues(), toLabelOf: check.pointer.cast())
            XCTAssertEqual(notifications, 1)
            XCTAssertEqual(PangoAttributeReader.describe(label: label), [])
            FontAttributes.apply(EnvironmentValues(), toLabelOf: check.pointer.cast())
            XCTAssertEqual(notifications, 1)
        }
    }

    func testFontReachesAnEntry() {
        onGtkThread {
            let entry = GObjectReference(retaining: gtk_entry_new()!)
            FontAttributes.apply(.system(size: 18), to: entry.pointer.cast(to: GtkEntry.self))
            XCTAssertEqual(
                PangoAttributeReader.describe(gtk_entry_get_attributes(entry.pointer.cast())), ["size 18.0px"])
        }
    }

    func testTheThemeFontNeedsNoAttributes() {
        onGtkThread {
            XCTAssertNil(FontAttributes.resolve(EnvironmentValues()))
            XCTAssertNil(FontAttributes.list(for: nil))
            var environment = EnvironmentValues()
            environment.font = .body
            XCTAssertNil(FontAttributes.resolve(environment), "body is the theme's font")
        }
    }
}
