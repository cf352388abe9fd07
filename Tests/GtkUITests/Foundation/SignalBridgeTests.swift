import GtkUI
import XCTest

final class SignalBridgeTests: GtkTestCase {
    func testHandlerWithoutArgumentsRuns() {
        onGtkThread {
            let button = GObjectReference(adopting: gtk_button_new()!)
            var clicks = 0
            Signals.connect(button.pointer, "clicked") { _ in clicks += 1 }
            gtk_button_clicked(button.pointer.cast())
            gtk_button_clicked(button.pointer.cast())
            XCTAssertEqual(clicks, 2)
        }
    }

    func testKeyPressArgumentsAndReturnValueRoundTrip() throws {
        try onGtkThread {
            let area = GObjectReference(adopting: gtk_drawing_area_new()!)
            var seenKeyval: guint?
            var seenInstance: UnsafeMutableRawPointer?
            Signals.connect(area.pointer, "key-press-event") { args -> Bool in
                seenInstance = args.instance
                seenKeyval = args[1].pointer(to: GdkEventKey.self)?.pointee.keyval
                return true
            }
            let event = try XCTUnwrap(gdk_event_new(GDK_KEY_PRESS))
            defer { gdk_event_free(event) }
            event.pointee.key.keyval = guint(GDK_KEY_a)

            let handled = SignalEmitter.emit(area.pointer, "key-press-event", UnsafeMutableRawPointer(event))
            XCTAssertEqual(handled, true, "the handler's return value reaches the emitter")
            XCTAssertEqual(seenKeyval, guint(GDK_KEY_a))
            XCTAssertEqual(seenInstance, UnsafeMutableRawPointer(area.pointer))
        }
    }

    func testDrawReceivesCairoContextAndReturnValueStopsEmission() throws {
        try onGtkThread {
            let area = GObjectReference(adopting: gtk_drawing_area_new()!)
            let surface = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10))
            defer { cairo_surface_destroy(surface) }
            let context = try XCTUnwrap(cairo_create(surface))
            defer { cairo_destroy(context) }

            var seenContext: OpaquePointer?
            var laterHandlerRan = false
            Signals.connect(area.pointer, "draw") { args -> Bool in
                seenContext = args[1].pointer.map(OpaquePointer.init)
                return true  // stop: later handlers must not run
            }
            Signals.connect(area.pointer, "draw", after: true) { _ -> Bool in
                laterHandlerRan = true
                return false
            }
            XCTAssertEqual(SignalEmitter.emit(area.pointer, "draw", UnsafeMutableRawPointer(context)), true)
            XCTAssertEqual(seenContext, context)
            XCTAssertFalse(laterHandlerRan)
        }
    }

    func testSizeAllocateDeliversTheAllocationOfARealWindow() {
        onGtkThread {
            let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
            defer { gtk_widget_destroy(window) }
            let label = gtk_label_new("allocated")!
            gtk_container_add(window.cast(), label)
            var allocated: GtkAllocation?
            Signals.connect(label, "size-allocate") { args in
                allocated = args[1].pointer(to: GtkAllocation.self)?.pointee
            }
            gtk_widget_show_all(window)
            XCTAssertTrue(TestLoop.run(until: { allocated != nil }))
            XCTAssertGreaterThan(allocated?.width ?? 0, 0)
            XCTAssertGreaterThan(allocated?.height ?? 0, 0)
        }
    }

    func testDeleteEventReturningTrueKeepsTheWindow() throws {
        try onGtkThread {
            let window = GObjectReference(retaining: gtk_window_new(GTK_WINDOW_TOPLEVEL)!)
            defer { gtk_widget_destroy(window.pointer) }
            var asked = 0
            Signals.connect(window.pointer, "delete-event") { _ -> Bool in
                asked += 1
                return true
            }
            let event = try XCTUnwrap(gdk_event_new(GDK_DELETE))
            defer { gdk_event_free(event) }
            XCTAssertEqual(SignalEmitter.emit(window.pointer, "delete-event", UnsafeMutableRawPointer(event)), true)
            XCTAssertEqual(asked, 1)
        }
    }

    func testBoxIsFreedOnDisconnectAndHandlerNeverRunsAgain() {
        onGtkThread {
            let button = GObjectReference(adopting: gtk_button_new()!)
            let before = Diagnostics.liveSignalBoxes.value
            var clicks = 0
            let connection = Signals.connect(button.pointer, "clicked") { _ in clicks += 1 }
            XCTAssertEqual(Diagnostics.liveSignalBoxes.value, before + 1)
            XCTAssertTrue(connection.isConnected)
            connection.disconnect()
            XCTAssertFalse(connection.isConnected)
            XCTAssertEqual(Diagnostics.liveSignalBoxes.value, before, "GLib frees the box on disconnect")
            gtk_button_clicked(button.pointer.cast())
            XCTAssertEqual(clicks, 0)
            connection.disconnect()  // a second call is harmless
        }
    }

    func testBoxIsFreedWhenTheObjectIsFinalized() {
        onGtkThread {
            let before = Diagnostics.liveSignalBoxes.value
            var owner: GObjectReference<GtkWidget>? = GObjectReference(adopting: gtk_button_new()!)
            let connection = Signals.connect(owner!.pointer, "clicked") { _ in }
            Signals.connect(owner!.pointer, "size-allocate") { _ in }
            XCTAssertEqual(Diagnostics.liveSignalBoxes.value, before + 2)
            owner = nil
            XCTAssertEqual(Diagnostics.liveSignalBoxes.value, before, "finalization frees every box")
            XCTAssertFalse(connection.isConnected)
            connection.disconnect()  // the emitter is gone: must not touch it
            connection.block()
            connection.unblock()
        }
    }

    func testBlockedHandlerDoesNotRunAndUnblockedOneDoes() {
        onGtkThread {
            let toggle = GObjectReference(adopting: gtk_check_button_new()!)
            var toggles = 0
            let connection = Signals.connect(toggle.pointer, "toggled") { _ in toggles += 1 }
            connection.withBlocked {
                gtk_toggle_button_set_active(toggle.pointer.cast(), 1)
            }
            XCTAssertEqual(toggles, 0, "a blocked handler never runs")
            XCTAssertEqual(gtk_toggle_button_get_active(toggle.pointer.cast()), 1)
            gtk_toggle_button_set_active(toggle.pointer.cast(), 0)
            XCTAssertEqual(toggles, 1, "the handler runs again once unblocked")
        }
    }

    func testUnknownSignalIsReportedAndNotConnected() {
        onGtkThread {
            let label = GObjectReference(adopting: gtk_label_new("x")!)
            let before = Diagnostics.liveSignalBoxes.value
            let messages = LogCapture.capture(domain: "GtkUI") {
                let connection = Signals.connect(label.pointer, "no-such-signal") { _ in }
                XCTAssertFalse(connection.isConnected)
            }
            XCTAssertEqual(messages.count, 1)
            XCTAssertTrue(messages.first?.contains("no-such-signal") ?? false, "\(messages)")
            XCTAssertEqual(Diagnostics.liveSignalBoxes.value, before)
        }
    }

    func testHandlerCanDisconnectItselfDuringEmission() {
        onGtkThread {
            let button = GObjectReference(adopting: gtk_button_new()!)
            let before = Diagnostics.liveSignalBoxes.value
            var clicks = 0
            var connection: SignalConnection?
            connection = Signals.connect(button.pointer, "clicked") { _ in
                clicks += 1
                connection?.disconnect()
            }
            gtk_button_clicked(button.pointer.cast())
            gtk_button_clicked(button.pointer.cast())
            XCTAssertEqual(clicks, 1)
            XCTAssertEqual(Diagnostics.liveSignalBoxes.value, before)
        }
    }
}
