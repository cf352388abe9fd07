import GtkUI
import XCTest

@MainActor
private final class Presses {
    var save = 0
    var ok = 0
    var cancel = 0
    var other = 0
}

/// Shortcuts reach their buttons through the window's accelerators and default widget.
final class KeyboardShortcutTests: GtkTestCase {
    private struct Host: View {
        let presses: Presses
        var body: some View {
            VStack {
                Button("Save") { presses.save += 1 }.keyboardShortcut("s")
                Button("OK") { presses.ok += 1 }.keyboardShortcut(.defaultAction)
                Button("Cancel") { presses.cancel += 1 }.keyboardShortcut(.cancelAction)
                Button("Also save") { presses.other += 1 }.keyboardShortcut("S", modifiers: .command)
            }
        }
    }

    func testShortcutsActivateTheirButtons() {
        onGtkThread {
            let presses = Presses()
            var window: WidgetPointer?
            let messages = LogCapture.capture(domain: "GtkUI") {
                window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
                let host = HostingWidget(rootView: Host(presses: presses))
                gtk_container_add(window!.cast(), host.widget)
                g_object_set_data_full(window!.gObject, "test-host", Unmanaged.passRetained(host).toOpaque()) {
                    Unmanaged<AnyObject>.fromOpaque($0!).release()
                }
                gtk_widget_show_all(window!)
                TestLoop.run(for: 0.1)
            }
            guard let window else { return XCTFail("no window") }
            defer { gtk_widget_destroy(window) }
            XCTAssertEqual(messages.count, 1, "the second Ctrl+S warns once: \(messages)")
            XCTAssertTrue(messages.first?.contains("\"Save\"") ?? false)
            XCTAssertTrue(messages.first?.contains("\"Also save\"") ?? false)
            XCTAssertEqual(gtk_accel_groups_activate(window.gObject, guint(GDK_KEY_s), GDK_CONTROL_MASK), 1)
            TestLoop.drain()
            XCTAssertEqual(presses.save, 1)
            XCTAssertEqual(presses.other, 0, "the first button keeps the shortcut")
            XCTAssertEqual(gtk_accel_groups_activate(window.gObject, guint(GDK_KEY_Escape), GdkModifierType(0)), 1)
            TestLoop.drain()
            XCTAssertEqual(presses.cancel, 1)
            // A focused button takes Enter itself, as in any GTK window; with nothing focused Enter
            // goes to the default button.
            gtk_window_set_focus(window.cast(), nil)
            XCTAssertEqual(gtk_window_activate_default(window.cast()), 1, "Enter activates the default button")
            // A button shows itself pressed for a moment before it is clicked.
            TestLoop.run(until: { presses.ok == 1 }, timeout: 2)
            XCTAssertEqual(presses.ok, 1)
        }
    }

    func testShortcutGoesWithItsView() {
        onGtkThread {
            struct Toggling: View {
                @State var shown = true
                let presses: Presses
                var body: some View {
                    VStack {
                        Button("Hide") { shown = false }
                        if shown { Button("Save") { presses.save += 1 }.keyboardShortcut("s") }
                    }
                }
            }
            let presses = Presses()
            let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
            defer { gtk_widget_destroy(window) }
            let host = HostingWidget(rootView: Toggling(presses: presses))
            gtk_container_add(window.cast(), host.widget)
            gtk_widget_show_all(window)
            TestLoop.run(for: 0.1)
            XCTAssertEqual(gtk_accel_groups_activate(window.gObject, guint(GDK_KEY_s), GDK_CONTROL_MASK), 1)
            TestLoop.drain()
            XCTAssertEqual(presses.save, 1)
            gtk_button_clicked(WidgetTree.button("Hide", in: window))
            host.flushUpdates()
            TestLoop.drain()
            XCTAssertEqual(gtk_accel_groups_activate(window.gObject, guint(GDK_KEY_s), GDK_CONTROL_MASK), 0)
            XCTAssertEqual(presses.save, 1)
        }
    }

    func testANewShortcutMovesToItsKeyAndEvaluatesOnlyItsView() {
        onGtkThread {
            struct Rekeying: View {
                @State var key: KeyEquivalent = "a"
                let presses: Presses
                var body: some View {
                    Button("Rekey") { key = "b" }.keyboardShortcut(key)
                }
            }
            struct Outer: View {
                let presses: Presses
                var body: some View {
                    let _ = presses.other += 1
                    VStack { Rekeying(presses: presses) }
                }
            }
            let presses = Presses()
            let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
            defer { gtk_widget_destroy(window) }
            let host = HostingWidget(rootView: Outer(presses: presses))
            gtk_container_add(window.cast(), host.widget)
            gtk_widget_show_all(window)
            host.flushUpdates()
            XCTAssertEqual(gtk_accel_groups_activate(window.gObject, guint(GDK_KEY_a), GDK_CONTROL_MASK), 1)
            TestLoop.drain()
            host.flushUpdates()
            XCTAssertEqual(gtk_accel_groups_activate(window.gObject, guint(GDK_KEY_a), GDK_CONTROL_MASK), 0)
            XCTAssertEqual(gtk_accel_groups_activate(window.gObject, guint(GDK_KEY_b), GDK_CONTROL_MASK), 1)
            TestLoop.drain()
            XCTAssertEqual(presses.other, 1, "the view around the button was evaluated once, when it mounted")
        }
    }
}
