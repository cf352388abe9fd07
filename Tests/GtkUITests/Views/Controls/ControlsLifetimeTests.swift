import Foundation
import GtkUI
import XCTest

/// Every control of this folder, shown or not.
private struct Catalog: View {
    let shown: Bool
    @State private var value = 0.5
    @State private var count = 1
    @State private var text = "text"
    @State private var date = Date()

    var body: some View {
        VStack {
            if shown {
                Slider(value: $value) { Text("Slider") }
                Stepper("Stepper", value: $count, in: 0...3)
                Stepper("Actions", onIncrement: {}, onDecrement: {})
                ProgressView("Spinner")
                ProgressView("Bar", value: value)
                ProgressView(value: Optional<Double>.none)
                Gauge(value: value) { Text("Gauge") }
                SecureField("Secure", text: $text)
                TextEditor(text: $text)
                DatePicker("Compact", selection: $date)
                DatePicker("Graphical", selection: $date).datePickerStyle(.graphical)
            }
        }
    }
}

final class ControlsLifetimeTests: GtkTestCase {
    func testUnmountingEveryControlFreesItsWidgetsBoxesAndCoordinators() {
        onGtkThread {
            let host = HostingWidget(rootView: Catalog(shown: false))
            let boxes = Diagnostics.liveSignalBoxes.value
            let widgets = Diagnostics.liveWidgets.value
            let coordinators = Diagnostics.liveCoordinators.value

            for _ in 0..<3 {
                host.rootView = Catalog(shown: true)
                XCTAssertGreaterThan(Diagnostics.liveSignalBoxes.value, boxes)
                host.rootView = Catalog(shown: false)
                TestLoop.drain()
                XCTAssertEqual(Diagnostics.liveSignalBoxes.value, boxes, "signal boxes")
                XCTAssertEqual(Diagnostics.liveWidgets.value, widgets, "widgets")
                XCTAssertEqual(Diagnostics.liveCoordinators.value, coordinators, "coordinators")
            }
        }
    }
}
