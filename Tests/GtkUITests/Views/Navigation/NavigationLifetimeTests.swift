import GtkUI
import XCTest

private struct Everything: View {
    let path: Binding<[Int]>
    var body: some View {
        NavigationSplitView {
            Text("sidebar").navigationTitle("Sidebar")
        } content: {
            Text("content")
        } detail: {
            NavigationStack(path: path) {
                Text("root")
                    .navigationTitle("Root")
                    .navigationDestination(for: Int.self) { number in
                        Text("page \(number)").navigationTitle("Page \(number)").searchable(text: .constant(""))
                    }
            }
        }
    }
}

final class NavigationLifetimeTests: GtkTestCase {
    func testANestedStackTitlesTheWindowAndEverythingIsLetGo() {
        onGtkThread {
            let widgets = Diagnostics.liveWidgets.value
            let coordinators = Diagnostics.liveCoordinators.value
            let boxes = Diagnostics.liveSignalBoxes.value
            do {
                let probe = ControlProbe<[Int]>()
                let window = HostingWindow(rootView: ProbeHost([1], probe: probe) { Everything(path: $0) })
                window.present()
                let title = { gtk_window_get_title(window.window).map { String(cString: $0) } }
                XCTAssertEqual(title(), "Page 1", "the innermost visible page: the detail's stack's top page")
                probe.state?.wrappedValue = [1, 2]
                window.flushUpdates()
                XCTAssertEqual(title(), "Page 2")
                probe.state?.wrappedValue = []
                window.flushUpdates()
                XCTAssertEqual(title(), "Root")
                probe.state?.wrappedValue = [3]
                window.flushUpdates()
                XCTAssertEqual(title(), "Page 3")
                XCTAssertGreaterThan(Diagnostics.liveWidgets.value, widgets)
                window.close()
            }
            TestLoop.drain()
            XCTAssertEqual(Diagnostics.liveWidgets.value, widgets)
            XCTAssertEqual(Diagnostics.liveCoordinators.value, coordinators)
            XCTAssertEqual(Diagnostics.liveSignalBoxes.value, boxes)
        }
    }
}
