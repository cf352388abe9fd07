import GtkUI
import XCTest

/// Controls whose public view has a body (a toggle picks its style's widget, a field its form
/// row) cost no body evaluation when their parent's body runs again with the same inputs.
final class ControlBodyTests: GtkTestCase {
    private struct Row: View {
        @State private var count = 0
        @State private var isDone = false
        @State private var name = ""
        let onBody: @MainActor (Binding<Int>) -> Void
        var body: some View {
            onBody($count)
            return HStack {
                Text("n \(count)")
                Toggle("Done", isOn: $isDone)
                TextField("Name", text: $name)
                SecureField("Password", text: $name)
            }
        }
    }

    func testParentChangeEvaluatesOnlyTheParent() {
        onGtkThread {
            var count: Binding<Int>?
            let host = HostingWidget(rootView: Row { count = $0 })
            let before = Diagnostics.bodyEvaluations.value
            count?.wrappedValue += 1
            host.flushUpdates()
            XCTAssertEqual(Diagnostics.bodyEvaluations.value - before, 1)
            XCTAssertEqual(WidgetTree.labels(in: host.widget).first, "n 1")
        }
    }

    func testATextTitledToggleMountsWithoutABody() {
        onGtkThread {
            let before = Diagnostics.bodyEvaluations.value
            let host = HostingWidget(
                rootView: VStack {
                    ForEach(0..<10, id: \.self) { index in Toggle("Toggle \(index)", isOn: .constant(false)) }
                })
            XCTAssertEqual(Diagnostics.bodyEvaluations.value - before, 0, "no body for a primitive toggle")
            XCTAssertEqual(WidgetTree.all(gtk_check_button_get_type(), in: host.widget).count, 10)
        }
    }
}
