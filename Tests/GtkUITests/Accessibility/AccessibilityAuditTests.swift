import Foundation
import GtkUI
import XCTest

/// One built-in to audit: the view, the GTK type of the widget a screen reader lands on, and the
/// accessible name a person would expect (nil: none expected, as for a decorative shape).
@MainActor
private struct AuditCase {
    let name: String
    let view: AnyView
    let widgetType: GType
    let expectedName: String?
}

@MainActor
private func auditCases() -> [AuditCase] {
    let date = Date(timeIntervalSince1970: 0)
    return [
        AuditCase(name: "Text", view: AnyView(Text("Hello")), widgetType: gtk_label_get_type(), expectedName: "Hello"),
        AuditCase(
            name: "Image", view: AnyView(Image(systemName: "trash")), widgetType: gtk_image_get_type(),
            expectedName: "trash"),
        AuditCase(
            name: "Label", view: AnyView(Label("Bin", systemImage: "trash")), widgetType: gtk_label_get_type(),
            expectedName: "Bin"),
        AuditCase(
            name: "Link", view: AnyView(Link("GNOME", destination: URL(string: "https://gnome.org")!)),
            widgetType: gtk_button_get_type(), expectedName: "GNOME"),
        AuditCase(
            name: "Button", view: AnyView(Button("Save") {}), widgetType: gtk_button_get_type(), expectedName: "Save"),
        AuditCase(
            name: "Toggle", view: AnyView(Toggle("Remember", isOn: .constant(true))),
            widgetType: gtk_check_button_get_type(), expectedName: "Remember"),
        AuditCase(
            name: "TextField", view: AnyView(TextField("Name", text: .constant(""))),
            widgetType: gtk_entry_get_type(), expectedName: "Name"),
        AuditCase(
            name: "SecureField", view: AnyView(SecureField("Password", text: .constant(""))),
            widgetType: gtk_entry_get_type(), expectedName: "Password"),
        AuditCase(
            name: "TextEditor", view: AnyView(TextEditor(text: .constant("notes"))),
            widgetType: gtk_text_view_get_type(), expectedName: nil),
        AuditCase(
            name: "Slider", view: AnyView(Slider(value: .constant(0.5)) { Text("Volume") }),
            widgetType: gtk_scale_get_type(), expectedName: "Volume"),
        AuditCase(
            name: "Stepper", view: AnyView(Stepper("Copies", value: .constant(1), in: 0...5)),
            widgetType: gtk_button_get_type(), expectedName: nil),
        AuditCase(
            name: "ProgressView (bar)", view: AnyView(ProgressView("Copying", value: 0.5)),
            widgetType: gtk_progress_bar_get_type(), expectedName: "Copying"),
        AuditCase(
            name: "ProgressView (spinner)", view: AnyView(ProgressView("Waiting")),
            widgetType: gtk_spinner_get_type(), expectedName: "Waiting"),
        AuditCase(
            name: "Gauge", view: AnyView(Gauge(value: 0.5) { Text("Level") }), widgetType: gtk_level_bar_get_type(),
            expectedName: "Level"),
        AuditCase(
            name: "DatePicker",
            view: AnyView(DatePicker("Due", selection: .constant(date), displayedComponents: .date)),
            widgetType: gtk_button_get_type(), expectedName: "Due"),
        AuditCase(
            name: "DatePicker (graphical)",
            view: AnyView(
                DatePicker("Starts", selection: .constant(date), displayedComponents: .date).datePickerStyle(.graphical)
            ),
            widgetType: gtk_calendar_get_type(), expectedName: "Starts"),
        AuditCase(
            name: "Circle", view: AnyView(Circle().fill(.red).frame(width: 8, height: 8)),
            widgetType: gtk_drawing_area_get_type(), expectedName: nil),
    ]
}

/// Every public built-in has an ATK role and, where a person would expect one, an accessible name.
final class AccessibilityAuditTests: GtkTestCase {
    func testEveryBuiltInHasARoleAndTheNameAPersonExpects() {
        onGtkThread {
            var problems: [String] = []
            for audit in auditCases() {
                let host = HostingWidget(rootView: audit.view)
                guard let widget = WidgetTree.first(audit.widgetType, in: host.widget) else {
                    problems.append("\(audit.name): no \(String(cString: g_type_name(audit.widgetType)))")
                    continue
                }
                let accessible = gtk_widget_get_accessible(widget)!
                let role = atk_object_get_role(accessible)
                if role == ATK_ROLE_INVALID || role == ATK_ROLE_UNKNOWN {
                    problems.append("\(audit.name): no role")
                }
                let name = atk_object_get_name(accessible).map { String(cString: $0) } ?? ""
                if let expected = audit.expectedName, name != expected {
                    problems.append("\(audit.name): accessible name \"\(name)\", expected \"\(expected)\"")
                }
            }
            XCTAssertEqual(problems, [])
        }
    }
}
