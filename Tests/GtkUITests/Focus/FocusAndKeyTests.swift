import Foundation
import GtkUI
import XCTest

/// What the key and focus modifiers reported.
@MainActor
private final class KeyLog {
    var entries: [String] = []
    var presses: [GtkUI.KeyPress] = []
    var focusSeen: [Bool] = []
}

/// A focusable square whose focus is a `@FocusState`; its body records what it shows.
private struct FocusedSquare: View {
    let log: KeyLog
    var disablesRing = false
    @FocusState private var isFocused: Bool

    var body: some View {
        let _ = log.focusSeen.append(isFocused)
        Color.blue.frame(width: 60, height: 60)
            .focusable()
            .focused($isFocused)
            .focusEffectDisabled(disablesRing)
            .onKeyPress(.space) {
                isFocused = false
                return .handled
            }
    }
}

final class FocusAndKeyTests: GtkTestCase {
    @MainActor
    private static func mount<V: View>(_ view: V) -> (HostingWidget<V>, UnsafeMutablePointer<GtkWidget>) {
        let host = HostingWidget(rootView: view)
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_container_add(window.cast(), host.widget)
        gtk_widget_show_all(window)
        TestLoop.drain()
        return (host, window)
    }

    /// The boxes that can take the focus under `root`.
    @MainActor
    private static func focusableBoxes(in root: WidgetPointer) -> [WidgetPointer] {
        WidgetTree.all(gtk_event_box_get_type(), in: root).filter { gtk_widget_get_can_focus($0) != 0 }
    }

    func testKeyPressReachesTheFocusedViewAndHandledStopsIt() {
        onGtkThread {
            let log = KeyLog()
            let view = Color.blue.frame(width: 60, height: 60)
                .focusable()
                .onKeyPress(.upArrow) {
                    log.entries.append("inner up")
                    return .handled
                }
                .onKeyPress(keys: [.upArrow, .downArrow]) { press in
                    log.entries.append("outer \(press.key == .upArrow ? "up" : "down")")
                    return .ignored
                }
            let (host, window) = Self.mount(view)
            defer { withExtendedLifetime(host) { gtk_widget_destroy(window) } }
            let boxes = Self.focusableBoxes(in: host.widget)
            XCTAssertEqual(boxes.count, 1)
            gtk_widget_grab_focus(boxes[0])
            KeyEvents.tap(GDK_KEY_Up, to: window)
            KeyEvents.tap(GDK_KEY_Down, to: window)
            KeyEvents.tap(GDK_KEY_a, to: window)
            XCTAssertEqual(log.entries, ["inner up", "outer down"])
        }
    }

    func testKeyPressPhasesCharactersAndModifiers() {
        onGtkThread {
            let log = KeyLog()
            let view = Color.blue.frame(width: 60, height: 60).focusable()
                .onKeyPress(characters: .letters, phases: .all) { press in
                    log.presses.append(press)
                    return .handled
                }
            let (host, window) = Self.mount(view)
            defer { withExtendedLifetime(host) { gtk_widget_destroy(window) } }
            gtk_widget_grab_focus(Self.focusableBoxes(in: host.widget)[0])
            KeyEvents.send(GDK_KEY_a, down: true, to: window)
            KeyEvents.send(GDK_KEY_a, down: true, to: window)
            KeyEvents.send(GDK_KEY_a, down: false, to: window)
            KeyEvents.tap(GDK_KEY_A, state: GDK_SHIFT_MASK, to: window)
            KeyEvents.tap(GDK_KEY_1, to: window)
            XCTAssertEqual(log.presses.map(\.phase), [.down, .repeat, .up, .down, .up])
            XCTAssertEqual(log.presses.map(\.characters), ["a", "a", "a", "A", "A"])
            XCTAssertEqual(log.presses.map(\.key), ["a", "a", "a", "a", "a"])
            XCTAssertEqual(log.presses.last?.modifiers, .shift)
        }
    }

    func testMoveExitAndDeleteCommands() {
        onGtkThread {
            let log = KeyLog()
            let view = Color.blue.frame(width: 60, height: 60).focusable()
                .onMoveCommand { log.entries.append("\($0)") }
                .onExitCommand { log.entries.append("exit") }
                .onDeleteCommand { log.entries.append("delete") }
            let (host, window) = Self.mount(view)
            defer { withExtendedLifetime(host) { gtk_widget_destroy(window) } }
            gtk_widget_grab_focus(Self.focusableBoxes(in: host.widget)[0])
            for key in [GDK_KEY_Left, GDK_KEY_Right, GDK_KEY_Up, GDK_KEY_Down, GDK_KEY_Escape, GDK_KEY_BackSpace] {
                KeyEvents.tap(key, to: window)
            }
            XCTAssertEqual(log.entries, ["left", "right", "up", "down", "exit", "delete"])
        }
    }

    func testFocusStateFollowsAFocusableViewBothWays() {
        onGtkThread {
            let log = KeyLog()
            let (host, window) = Self.mount(FocusedSquare(log: log))
            defer { withExtendedLifetime(host) { gtk_widget_destroy(window) } }
            let box = Self.focusableBoxes(in: host.widget)[0]
            // GTK gives a new window's first focusable widget the focus; take it away first.
            gtk_window_set_focus(window.cast(), nil)
            TestLoop.drain()
            XCTAssertEqual(log.focusSeen.last, false)
            gtk_widget_grab_focus(box)
            TestLoop.drain()
            XCTAssertEqual(log.focusSeen.last, true)
            // The view gives the focus away by setting its state.
            KeyEvents.tap(GDK_KEY_space, to: window)
            TestLoop.drain()
            XCTAssertEqual(log.focusSeen.last, false)
        }
    }

    func testAFocusedViewIsFocusableAndFocusedForAccessibility() {
        onGtkThread {
            let log = KeyLog()
            let (host, window) = Self.mount(FocusedSquare(log: log))
            defer { withExtendedLifetime(host) { gtk_widget_destroy(window) } }
            let box = Self.focusableBoxes(in: host.widget)[0]
            gtk_widget_grab_focus(box)
            TestLoop.drain()
            let states = atk_object_ref_state_set(gtk_widget_get_accessible(box))
            defer { g_object_unref(states) }
            XCTAssertNotEqual(atk_state_set_contains_state(states, ATK_STATE_FOCUSABLE), 0)
            // The window's focus widget; "has focus" also needs the window active, which only a
            // window manager decides.
            XCTAssertNotEqual(gtk_widget_is_focus(box), 0)
        }
    }
}
