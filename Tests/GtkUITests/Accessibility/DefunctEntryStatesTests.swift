import GtkUI
import XCTest

/// A screen reader may still hold the accessible of an entry or spin button after the widget is
/// gone; asked for its states, it must answer "defunct", not nothing.
final class DefunctEntryStatesTests: GtkTestCase {
    func testAGoneEntrysAccessibleReportsDefunct() {
        onGtkThread {
            for make in [{ gtk_entry_new()! }, { gtk_spin_button_new_with_range(0, 10, 1)! }] {
                let widget = make()
                g_object_ref_sink(UnsafeMutableRawPointer(widget))
                let accessible = gtk_widget_get_accessible(widget)!
                g_object_ref(UnsafeMutableRawPointer(accessible))
                gtk_widget_destroy(widget)
                g_object_unref(UnsafeMutableRawPointer(widget))

                let states = atk_object_ref_state_set(accessible)
                XCTAssertNotNil(states, "a gone widget's accessible gave no state set")
                if let states {
                    XCTAssertEqual(atk_state_set_contains_state(states, ATK_STATE_DEFUNCT), 1)
                    g_object_unref(UnsafeMutableRawPointer(states))
                }
                g_object_unref(UnsafeMutableRawPointer(accessible))
            }
        }
    }
}
