import GtkUI
import XCTest

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
        }
    }
}

final class SmokeTests: GtkTestCase {
    func testCounterMountsAndUpdates() {
        onGtkThread {
            let host = HostingWidget(rootView: Counter())
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Count: 0", "Add"])
            let button = WidgetTree.first(gtk_button_get_type(), in: host.widget)!
            gtk_button_clicked(button.cast())
            gtk_button_clicked(button.cast())
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Count: 2", "Add"])
            print(WidgetTree.describe(host.widget))
        }
    }
}
