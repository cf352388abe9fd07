import XCTest

@testable import GtkUI

private struct PreferencesApp: App {
    static var displayName: String { "Notes" }
    static var version: String? { "2.1" }
    var body: some Scene {
        WindowGroup("Notes") { Text("notes") }
            .commands {
                CommandMenu("Note") { Button("Pin") {}.keyboardShortcut("p", modifiers: [.command, .shift]) }
            }
        Settings { Text("preferences form") }
    }
}

private struct NoSettingsApp: App {
    var body: some Scene {
        WindowGroup("Plain") { Text("plain") }
    }
}

/// The shortcuts of a shortcuts window: title and accelerator of each `GtkShortcutsShortcut`.
@MainActor
private func listedShortcuts(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
    if String(cString: g_type_name(gtkui_instance_type(widget))) == "GtkShortcutsShortcut" {
        return ["\(stringProperty(widget, "title")) \(stringProperty(widget, "accelerator"))"]
    }
    guard widget.isInstance(of: gtk_container_get_type()) else { return [] }
    return allChildren(of: widget).flatMap(listedShortcuts(in:))
}

/// Every child, internal ones included: the shortcuts window keeps its sections in a stack.
@MainActor
private func allChildren(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    final class Children { var list: [UnsafeMutablePointer<GtkWidget>] = [] }
    let children = Children()
    gtk_container_forall(
        widget.cast(),
        { child, data in
            guard let child, let data else { return }
            Unmanaged<Children>.fromOpaque(data).takeUnretainedValue().list.append(child)
        }, Unmanaged.passUnretained(children).toOpaque())
    return children.list
}

@MainActor
private func stringProperty(_ object: UnsafeMutablePointer<GtkWidget>, _ name: String) -> String {
    var value = GValue()
    g_value_init(&value, GType(16 << 2))  // G_TYPE_STRING
    defer { g_value_unset(&value) }
    g_object_get_property(object.gObject, name, &value)
    return g_value_get_string(&value).map { String(cString: $0) } ?? ""
}

final class StandardCommandsTests: GtkTestCase {
    func testControlCommaOpensTheSettingsWindowOnceAndPresentsItAfter() throws {
        try onGtkThread {
            let session = try PreferencesApp.launch()
            defer { session.closeAllWindows() }
            session.flushUpdates()
            XCTAssertEqual(session.windows.count, 1, "Settings does not open at launch")
            let main = try XCTUnwrap(session.windows.first?.widget)
            KeyPress.press(GDK_KEY_comma, modifiers: GDK_CONTROL_MASK, in: main)
            TestLoop.drain()
            XCTAssertEqual(session.windows.count, 2)
            let settings = try XCTUnwrap(session.windows.last)
            XCTAssertEqual(WidgetTree.labels(in: settings.widget), ["preferences form"])
            XCTAssertEqual(gtk_window_get_title(settings.window).map { String(cString: $0) }, "Preferences")
            XCTAssertEqual(gtk_window_get_transient_for(settings.window), main.cast(), "above the window it came from")
            KeyPress.press(GDK_KEY_comma, modifiers: GDK_CONTROL_MASK, in: main)
            TestLoop.drain()
            XCTAssertEqual(session.windows.count, 2, "a second Ctrl+, presents the open window")
            let model = try XCTUnwrap(session.commands?.primaryMenuModel)
            XCTAssertEqual(MenuModelProbe.sections(model).last?.first, "Preferences")
        }
    }

    func testWithoutASettingsSceneThereIsNoPreferencesItem() throws {
        try onGtkThread {
            let session = try NoSettingsApp.launch()
            defer { session.closeAllWindows() }
            session.flushUpdates()
            let model = try XCTUnwrap(session.commands?.primaryMenuModel)
            XCTAssertEqual(
                MenuModelProbe.sections(model), [["New Window"], ["Keyboard Shortcuts", "About NoSettingsApp"]])
            let actions = try XCTUnwrap(session.commands?.actions.actionGroup)
            XCTAssertEqual(g_action_group_has_action(actions, "preferences"), 0)
        }
    }

    func testF10PopsUpThePrimaryMenu() throws {
        try onGtkThread {
            let session = try PreferencesApp.launch()
            defer { session.closeAllWindows() }
            let window = try XCTUnwrap(session.windows.first)
            let bar = try XCTUnwrap(HeaderBarProbe.bar(of: window.window))
            let button = try XCTUnwrap(HeaderBarProbe.primaryMenu(bar))
            let popover = try XCTUnwrap(gtk_menu_button_get_popover(button.cast()), "a popover of the menu model")
            XCTAssertEqual(gtk_widget_get_visible(popover.cast()), 0)
            KeyPress.press(GDK_KEY_F10, in: window.widget)
            TestLoop.drain()
            XCTAssertNotEqual(gtk_widget_get_visible(popover.cast()), 0, "F10 opened the primary menu")
            gtk_popover_popdown(popover)
            TestLoop.drain()
        }
    }

    func testAboutShowsTheAppsNameAndVersionOnce() throws {
        try onGtkThread {
            let session = try PreferencesApp.launch()
            defer { session.closeAllWindows() }
            session.flushUpdates()
            let model = try XCTUnwrap(session.commands?.primaryMenuModel)
            XCTAssertEqual(MenuModelProbe.sections(model).last?.last, "About Notes")
            XCTAssertEqual(MenuModelProbe.action(of: "About Notes", in: model), "app.about")
            let actions = try XCTUnwrap(session.commands?.actions.actionGroup)
            g_action_group_activate_action(actions, "about", nil)
            let dialog = try XCTUnwrap(session.aboutDialogPointer)
            XCTAssertTrue(dialog.isInstance(of: gtk_about_dialog_get_type()))
            XCTAssertEqual(gtk_about_dialog_get_program_name(dialog.cast()).map { String(cString: $0) }, "Notes")
            XCTAssertEqual(gtk_about_dialog_get_version(dialog.cast()).map { String(cString: $0) }, "2.1")
            g_action_group_activate_action(actions, "about", nil)
            XCTAssertEqual(session.aboutDialogPointer, dialog, "one dialog at a time")
            gtk_dialog_response(dialog.cast(), GTK_RESPONSE_DELETE_EVENT.rawValue)
            XCTAssertNil(session.aboutDialogPointer, "its response closes it")
        }
    }

    func testTheShortcutsWindowListsDeclaredAndStandardShortcutsAndClosesCleanly() throws {
        try onGtkThread {
            let session = try PreferencesApp.launch()
            defer { session.closeAllWindows() }
            session.flushUpdates()
            let main = try XCTUnwrap(session.windows.first?.widget)
            KeyPress.press(
                GDK_KEY_question, modifiers: GdkModifierType(GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue),
                in: main)
            TestLoop.drain()
            let window = try XCTUnwrap(session.shortcutsWindowPointer, "Ctrl+? opened the shortcuts window")
            // The window copies each shortcut into its search page: the first of each is the listed one.
            var seen: Set<String> = []
            XCTAssertEqual(
                listedShortcuts(in: window).filter { seen.insert($0).inserted },
                [
                    "Pin <Primary><Shift>p", "Open Menu F10", "Preferences <Control>comma",
                    "Keyboard Shortcuts <Control>question", "Close Window <Control>w", "Quit <Control>q",
                ])
            let finalizations = FinalizationCounter()
            finalizations.watch(window)
            // Escape, the window's own key for closing.
            let messages = LogCapture.capture(domain: "Gtk") {
                KeyPress.press(GDK_KEY_Escape, in: window)
                TestLoop.drain()
            }
            XCTAssertEqual(messages, [])
            XCTAssertNil(session.shortcutsWindowPointer)
            XCTAssertEqual(finalizations.finalized, 1, "closing it let go of the window and all it holds")
            // A style change reaches every style context on the screen: one left behind by the
            // window's widgets would point at a freed widget and say so.
            let provider = try XCTUnwrap(gtk_css_provider_new())
            defer { g_object_unref(UnsafeMutableRawPointer(provider)) }
            gtk_css_provider_load_from_data(provider, "label { margin: 0px; }", -1, nil)
            let later = LogCapture.capture(domain: "Gtk") {
                gtk_style_context_add_provider_for_screen(gdk_screen_get_default(), OpaquePointer(provider), 800)
                TestLoop.drain()
                gtk_style_context_remove_provider_for_screen(gdk_screen_get_default(), OpaquePointer(provider))
                TestLoop.drain()
            }
            XCTAssertEqual(later, [], "nothing of the window is left")
        }
    }
}

/// Scenes chosen by a condition, as a build setting might choose them.
private struct OptionalSettingsApp: App {
    static let withSettings = true
    static let withInspector = false
    var body: some Scene {
        WindowGroup("Main") { Text("main") }
        if Self.withSettings {
            Settings { Text("optional preferences") }
        }
        if Self.withInspector {
            Window("Inspector", id: "inspector") { Text("inspector") }
        } else {
            Window("Console", id: "console") { Text("console") }
        }
    }
}

extension StandardCommandsTests {
    func testIfAndElseChooseScenes() throws {
        try onGtkThread {
            let session = try OptionalSettingsApp.launch()
            defer { session.closeAllWindows() }
            XCTAssertEqual(session.windows.count, 1)
            let settings = try XCTUnwrap(session.openSettings())
            XCTAssertEqual(WidgetTree.labels(in: settings.widget), ["optional preferences"])
            let messages = LogCapture.capture(domain: "GtkUI") { session.openWindow(id: "inspector") }
            XCTAssertEqual(messages.count, 1, "the branch not taken has no scene")
            let console = try XCTUnwrap(session.openWindow(id: "console"))
            XCTAssertEqual(WidgetTree.labels(in: console.widget), ["console"])
        }
    }
}
