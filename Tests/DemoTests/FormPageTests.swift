import GtkUI
import GtkUITesting
import XCTest

@testable import Demo

/// The Demo's settings form.
final class FormPageTests: XCTestCase {
    func testSwitchesFieldsAndSubmitting() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(FormSection(), size: (640, 520))
            defer { host.close() }
            XCTAssertTrue(host.toggle("Wi-Fi").isOn)
            XCTAssertFalse(host.toggle("Bluetooth").isOn)
            host.toggle("Bluetooth").setOn(true)
            XCTAssertTrue(host.toggle("Bluetooth").isOn)

            XCTAssertEqual(host.textField("Host name").value, "gtkui-host")
            host.textField("Host name").type("-2")
            XCTAssertEqual(host.textField("Host name").value, "gtkui-host-2")
            XCTAssertTrue(host.exists(.text(matching: "submitted 0 times")))
            host.textField("Host name").press(key: .return)
            XCTAssertTrue(host.exists(.text(matching: "submitted 1 time\\.")), "Enter in a field submits the form")

            XCTAssertFalse(host.textField("Port").isFocused)
            host.button("Edit port").tap()
            XCTAssertTrue(host.textField("Port").isFocused, "the button moved the focus through @FocusState")
        }
    }

    func testTheBoldCheckboxAndThePinnedButtonShareOneState() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(FormSection(), size: (640, 520))
            defer { host.close() }
            XCTAssertTrue(host.toggle("Bold").isOn)
            XCTAssertTrue(host.toggle("Pinned").isOn)
            host.toggle("Pinned").setOn(false)
            XCTAssertFalse(host.toggle("Bold").isOn)
        }
    }
}
