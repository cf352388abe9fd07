import GtkUI
import Observation
import XCTest

@MainActor
private func has(_ state: AtkStateType, _ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    let states = atk_object_ref_state_set(gtk_widget_get_accessible(widget))
    defer { g_object_unref(states) }
    return atk_state_set_contains_state(states, state) != 0
}

@MainActor
private func accessibleName(of widget: UnsafeMutablePointer<GtkWidget>) -> String {
    atk_object_get_name(gtk_widget_get_accessible(widget)).map { String(cString: $0) } ?? ""
}

/// The accessible objects whose role is `role`, below `widget`'s.
@MainActor
private func widgets(withRole role: AtkRole, in widget: UnsafeMutablePointer<GtkWidget>)
    -> [UnsafeMutablePointer<GtkWidget>]
{
    var found: [UnsafeMutablePointer<GtkWidget>] = []
    if atk_object_get_role(gtk_widget_get_accessible(widget)) == role { found.append(widget) }
    for child in WidgetTree.children(of: widget) { found += widgets(withRole: role, in: child) }
    return found
}

@Observable
private final class Pick {
    var fruit: String? = "Apple"
}

private struct Fruits: View {
    @Bindable var pick: Pick
    var body: some View {
        List(selection: $pick.fruit) {
            Section("Fruit") {
                ForEach(["Apple", "Pear"], id: \.self) { Text($0) }
            }
        }
        .frame(width: 200, height: 200)
    }
}

/// List rows and form rows say what they are, what they show, and which is selected.
final class ListAccessibilityTests: GtkTestCase {
    func testListRowsAreSelectableAndTheSelectedOneSaysSo() {
        onGtkThread {
            let pick = Pick()
            let window = HostingWindow(rootView: Fruits(pick: pick))
            window.present()
            defer { window.close() }
            TestLoop.run(until: { !widgets(withRole: ATK_ROLE_LIST_ITEM, in: window.widget).isEmpty })
            let rows = widgets(withRole: ATK_ROLE_LIST_ITEM, in: window.widget)
            XCTAssertEqual(rows.map(accessibleName(of:)), ["Fruit", "Apple", "Pear"])
            XCTAssertEqual(rows.map { has(ATK_STATE_SELECTABLE, $0) }, [false, true, true])
            XCTAssertEqual(rows.map { has(ATK_STATE_SELECTED, $0) }, [false, true, false])

            pick.fruit = "Pear"
            TestLoop.run(until: { has(ATK_STATE_SELECTED, rows[2]) })
            XCTAssertEqual(rows.map { has(ATK_STATE_SELECTED, $0) }, [false, false, true])
        }
    }

    func testFormRowsAreNamedByWhatTheyShow() {
        onGtkThread {
            let host = HostingWidget(
                rootView: Form {
                    Section("Network") {
                        Toggle("Wi-Fi", isOn: .constant(true))
                        TextField("Proxy", text: .constant(""))
                    }
                })
            let rows = WidgetTree.all(gtk_list_box_row_get_type(), in: host.widget)
            XCTAssertEqual(rows.map(accessibleName(of:)), ["Wi-Fi", "Proxy"])
        }
    }
}
