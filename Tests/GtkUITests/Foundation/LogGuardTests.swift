import XCTest

@testable import GtkUI

/// The test process's log writer: GTK's structured warnings reach a capture, which is how a test
/// says it expects them; outside one they fail the test.
final class LogGuardTests: GtkTestCase {
    /// GTK logs this warning through the structured logger, which `g_log_set_handler` never saw.
    func testACaptureSeesGtksStructuredWarnings() {
        onGtkThread {
            let button = gtk_button_new_with_label("one")!
            g_object_ref_sink(UnsafeMutableRawPointer(button))
            defer { g_object_unref(UnsafeMutableRawPointer(button)) }
            let messages = LogCapture.capture(domain: "Gtk") {
                gtk_container_add(button.cast(), gtk_label_new("two"))
            }
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertTrue(messages.first?.contains("can only contain one widget at a time") ?? false, "\(messages)")
        }
    }

    func testExpectReturnsTheMessagesOfItsDomainOnly() {
        onGtkThread {
            let messages = LogCapture.expect("second", domain: "GtkUI") {
                Diagnostics.warn("GtkUI: first")
                Diagnostics.warn("GtkUI: second")
            }
            XCTAssertEqual(messages, ["GtkUI: first", "GtkUI: second"])
        }
    }
}
