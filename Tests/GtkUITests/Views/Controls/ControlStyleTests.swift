import GtkUI
import XCTest

/// `.textFieldStyle`, `.progressViewStyle` and `.formStyle`.
final class ControlStyleTests: GtkTestCase {
    func testAPlainTextFieldHasNoFrameAndOthersHaveOne() {
        onGtkThread {
            let host = HostingWidget(
                rootView: VStack {
                    TextField("Plain", text: .constant("")).textFieldStyle(.plain)
                    TextField("Rounded", text: .constant("")).textFieldStyle(.roundedBorder)
                    SecureField("Secret", text: .constant(""))
                }
                .textFieldStyle(.plain))
            let entries = WidgetTree.all(gtk_entry_get_type(), in: host.widget)
            XCTAssertEqual(entries.count, 3)
            XCTAssertEqual(entries.map { gtk_entry_get_has_frame($0.cast()) }, [0, 1, 0])
        }
    }

    func testALinearProgressViewOfUnknownWorkPulsesInABar() {
        onGtkThread {
            let host = HostingWidget(
                rootView: VStack {
                    ProgressView().progressViewStyle(.linear)
                    ProgressView().progressViewStyle(.circular)
                    ProgressView(value: 0.5).progressViewStyle(.circular)
                })
            XCTAssertEqual(WidgetTree.all(gtk_progress_bar_get_type(), in: host.widget).count, 2)
            XCTAssertEqual(WidgetTree.all(gtk_spinner_get_type(), in: host.widget).count, 1)
        }
    }

    func testEveryFormStyleShowsTheSameForm() {
        onGtkThread {
            let grouped = HostingWidget(rootView: Form { Section("A") { Text("Row") } }.formStyle(.grouped))
            let columns = HostingWidget(rootView: Form { Section("A") { Text("Row") } }.formStyle(.columns))
            XCTAssertEqual(WidgetTree.describe(grouped.widget), WidgetTree.describe(columns.widget))
            XCTAssertEqual(WidgetTree.all(gtk_list_box_get_type(), in: grouped.widget).count, 1)
        }
    }
}
