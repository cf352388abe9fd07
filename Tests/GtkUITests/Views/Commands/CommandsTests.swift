import XCTest

@testable import GtkUI

/// How often each command ran.
@MainActor
private enum Fired {
    static var reverse = 0
    static var open = 0
    static var credits = 0
    static var first = 0
    static var second = 0
}

private struct EditorApp: App {
    @State private var count = 0
    @State private var wraps = false
    var body: some Scene {
        WindowGroup("Editor") {
            VStack {
                Button("bump") { count += 1 }
                Text("wraps \(wraps)")
            }
            .toolbar { Button("Share") {} }
        }
        .commands {
            CommandMenu("Text") {
                Button("Reverse") { Fired.reverse += 1 }.keyboardShortcut("r")
                Button("Count \(count)") {}.disabled(count == 0)
                Divider()
                Toggle("Wrap", isOn: $wraps)
            }
            CommandMenu("Empty") {}
            if count > 5 {
                CommandMenu("Many") { Button("Lots") {} }
            }
            CommandGroup(after: .newItem) { Button("Open Recent") {} }
            CommandGroup(before: .newItem) { Button("Open") { Fired.open += 1 } }
            CommandGroup(replacing: .appInfo) { Button("About Editor") {} }
            CommandGroup(after: .appInfo) { Button("Credits") { Fired.credits += 1 } }
        }
        Settings { Text("prefs") }
    }
}

private struct DuplicateShortcutApp: App {
    var body: some Scene {
        WindowGroup("Duplicates") { Text("main") }
            .commands {
                CommandMenu("File Things") {
                    Button("Save") { Fired.first += 1 }.keyboardShortcut("s")
                }
                CommandGroup(after: .saveItem) {
                    Button("Save Copy") { Fired.second += 1 }.keyboardShortcut("s")
                }
            }
    }
}

@MainActor
private func window(of session: AppSession) throws -> UnsafeMutablePointer<GtkWidget> {
    try XCTUnwrap(session.windows.first?.widget)
}

final class CommandsTests: GtkTestCase {
    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated {
            Fired.reverse = 0
            Fired.open = 0
            Fired.credits = 0
            Fired.first = 0
            Fired.second = 0
        }
    }

    func testCommandsAreActionsOfTheApplicationNamedAfterTheirMenusAndLabels() throws {
        try onGtkThread {
            let session = try EditorApp.launch()
            defer { session.closeAllWindows() }
            session.flushUpdates()
            let actions = try XCTUnwrap(session.commands?.actions.actionGroup)
            let application = session.applicationPointer
            XCTAssertNotEqual(g_application_get_is_registered(application.cast()), 0)
            XCTAssertEqual(actions, OpaquePointer(application), "a registered app holds the actions itself")
            for name in [
                "text.reverse", "text.count-0", "text.wrap", "new-item.open", "new-item.open-recent",
                "app-info.about-editor", "app-info.credits", "preferences", "shortcuts", "about", "new-window",
            ] {
                XCTAssertNotEqual(g_action_group_has_action(actions, name), 0, name)
            }
            XCTAssertEqual(g_action_group_has_action(actions, "text.nothing"), 0)
        }
    }

    func testAnActionAndItsAcceleratorEachRunTheButtonOnce() throws {
        try onGtkThread {
            let session = try EditorApp.launch()
            defer { session.closeAllWindows() }
            session.flushUpdates()
            let actions = try XCTUnwrap(session.commands?.actions.actionGroup)
            g_action_group_activate_action(actions, "text.reverse", nil)
            XCTAssertEqual(Fired.reverse, 1, "activating the action clicks the button once")
            let window = try window(of: session)
            KeyPress.press(GDK_KEY_r, modifiers: GDK_CONTROL_MASK, in: window)
            TestLoop.drain()
            XCTAssertEqual(Fired.reverse, 2, "Ctrl+R runs it once more")
            let accels = gtk_application_get_accels_for_action(session.applicationPointer, "app.text.reverse")
            defer { g_strfreev(accels) }
            XCTAssertEqual(accels?[0].map { String(cString: $0) }, "<Primary>r")
        }
    }

    func testThePrimaryMenuHoldsTheGroupsInPlacementOrder() throws {
        try onGtkThread {
            let session = try EditorApp.launch()
            defer { session.closeAllWindows() }
            session.flushUpdates()
            let model = try XCTUnwrap(session.commands?.primaryMenuModel)
            XCTAssertEqual(
                MenuModelProbe.sections(model),
                [
                    ["Open", "New Window", "Open Recent"],
                    ["Text"],
                    ["Preferences", "Keyboard Shortcuts", "About Editor", "Credits"],
                ], "the menu with no items is not shown; replacing .appInfo took the place of About")
            let text = try XCTUnwrap(MenuModelProbe.submenu("Text", in: model))
            XCTAssertEqual(
                MenuModelProbe.sections(text), [["Reverse", "Count 0"], ["Wrap"]], "Divider breaks sections")
            XCTAssertEqual(MenuModelProbe.action(of: "Reverse", in: text), "app.text.reverse")

            let bar = try XCTUnwrap(HeaderBarProbe.bar(of: session.windows.first?.window))
            let button = try XCTUnwrap(HeaderBarProbe.primaryMenu(bar), "the primary menu is in the header bar")
            XCTAssertEqual(gtk_menu_button_get_menu_model(button.cast()), model)
            var iconName: UnsafePointer<gchar>?
            let image = try XCTUnwrap(gtk_button_get_image(button.cast()))
            gtk_image_get_icon_name(image.cast(), &iconName, nil)
            XCTAssertEqual(iconName.map { String(cString: $0) }, "open-menu-symbolic")
            XCTAssertEqual(HeaderBarProbe.items(bar).end, ["Share"])
            let share = try XCTUnwrap(
                WidgetTree.children(of: bar.cast()).first { WidgetTree.labels(in: $0) == ["Share"] })
            XCTAssertLessThan(
                HeaderBarProbe.position(of: button, in: bar), HeaderBarProbe.position(of: share, in: bar),
                "the primary menu is at the edge, after the toolbar's items")
        }
    }

    func testDisabledCommandsAndLabelsFollowTheAppState() throws {
        try onGtkThread {
            let session = try EditorApp.launch()
            defer { session.closeAllWindows() }
            session.flushUpdates()
            let actions = try XCTUnwrap(session.commands?.actions.actionGroup)
            let model = try XCTUnwrap(session.commands?.primaryMenuModel)
            XCTAssertEqual(
                g_action_group_get_action_enabled(actions, "text.count-0"), 0, ".disabled disables the action")
            gtk_button_clicked(WidgetTree.button("bump", in: try window(of: session)))
            session.flushUpdates()
            let text = try XCTUnwrap(MenuModelProbe.submenu("Text", in: model))
            XCTAssertEqual(MenuModelProbe.sections(text).first, ["Reverse", "Count 1"])
            XCTAssertNotEqual(g_action_group_get_action_enabled(actions, "text.count-1"), 0)
            XCTAssertEqual(g_action_group_has_action(actions, "text.count-0"), 0)
            for _ in 0..<5 { gtk_button_clicked(WidgetTree.button("bump", in: try window(of: session))) }
            session.flushUpdates()
            XCTAssertEqual(
                MenuModelProbe.sections(model)[1], ["Text", "Many"], "a menu shown once its condition holds")
            XCTAssertNotEqual(g_action_group_has_action(actions, "many.lots"), 0)
        }
    }

    func testAToggleIsAStatefulActionBoundToTheAppsState() throws {
        try onGtkThread {
            let session = try EditorApp.launch()
            defer { session.closeAllWindows() }
            session.flushUpdates()
            let actions = try XCTUnwrap(session.commands?.actions.actionGroup)
            func state() -> Bool? {
                guard let value = g_action_group_get_action_state(actions, "text.wrap") else { return nil }
                defer { g_variant_unref(value) }
                return g_variant_get_boolean(value) != 0
            }
            XCTAssertEqual(state(), false)
            g_action_group_activate_action(actions, "text.wrap", nil)
            session.flushUpdates()
            XCTAssertEqual(state(), true)
            XCTAssertTrue(
                WidgetTree.labels(in: try window(of: session)).contains("wraps true"), "the binding was written")
        }
    }

    func testAShortcutDeclaredTwiceWarnsOnceNamingBothAndTheFirstKeepsIt() throws {
        try onGtkThread {
            var session: AppSession?
            let messages = LogCapture.capture(domain: "GtkUI") {
                session = try? DuplicateShortcutApp.launch()
                session?.flushUpdates()
                session?.flushUpdates()
            }
            defer { session?.closeAllWindows() }
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertTrue(messages.first?.contains("\"Save\"") ?? false)
            XCTAssertTrue(messages.first?.contains("\"Save Copy\"") ?? false)
            let window = try XCTUnwrap(session?.windows.first?.widget)
            KeyPress.press(GDK_KEY_s, modifiers: GDK_CONTROL_MASK, in: window)
            TestLoop.drain()
            XCTAssertEqual(Fired.first, 1)
            XCTAssertEqual(Fired.second, 0)
        }
    }

    /// Without a GtkApplication the windows carry the actions themselves, under the same names.
    func testWithoutAnApplicationTheWindowsHoldTheActionsAndTheirKeys() throws {
        try onGtkThread {
            let session = AppSession(app: EditorApp(), applicationID: EditorApp.applicationID, registers: false)
            session.activateWithoutRunning()
            defer { session.closeAllWindows() }
            session.flushUpdates()
            let window = try window(of: session)
            let group = try XCTUnwrap(gtk_widget_get_action_group(window, "app"), "the window inserts the actions")
            XCTAssertNotEqual(g_action_group_has_action(group, "text.reverse"), 0)
            g_action_group_activate_action(group, "text.reverse", nil)
            XCTAssertEqual(Fired.reverse, 1)
            KeyPress.press(GDK_KEY_r, modifiers: GDK_CONTROL_MASK, in: window)
            TestLoop.drain()
            XCTAssertEqual(Fired.reverse, 2, "the window's accelerators run the action")
            gtk_button_clicked(WidgetTree.button("bump", in: window))
            session.flushUpdates()
            XCTAssertEqual(g_action_group_get_action_enabled(group, "text.count-1"), 1)
        }
    }
}

private struct ClassicApp: App {
    @State private var size = 1
    var body: some Scene {
        WindowGroup("Classic") { Text("classic \(size)") }
            .windowStyle(.titleBar)
            .commands {
                CommandMenu("Format") {
                    Section("Style") {
                        Button("Bold") {}
                        Button("Italic") {}
                    }
                    Picker("Size", selection: $size) {
                        Text("Small").tag(1)
                        Text("Large").tag(2)
                    }
                    Menu("More") { Button("Strike") { Fired.open += 1 } }
                }
                CommandGroup(replacing: .help) { Button("Classic Help") {} }
            }
    }
}

extension CommandsTests {
    func testAWindowWithoutAHeaderBarShowsTheCommandsInAMenuBar() throws {
        try onGtkThread {
            let session = try ClassicApp.launch()
            defer { session.closeAllWindows() }
            session.flushUpdates()
            let window = try window(of: session)
            let menuBar = try XCTUnwrap(WidgetTree.first(gtk_menu_bar_get_type(), in: window), "a menu bar")
            XCTAssertEqual(
                WidgetTree.children(of: menuBar).map { WidgetTree.labels(in: $0) }, [["File"], ["Format"], ["Help"]])
            let model = try XCTUnwrap(session.commands?.menuBarModel)
            XCTAssertEqual(MenuModelProbe.labels(model), ["_File", "Format", "_Help"])
            let help = try XCTUnwrap(MenuModelProbe.submenu("_Help", in: model))
            XCTAssertEqual(
                MenuModelProbe.sections(help), [["Classic Help", "Keyboard Shortcuts"], ["About ClassicApp"]])
            let file = try XCTUnwrap(MenuModelProbe.submenu("_File", in: model))
            XCTAssertEqual(MenuModelProbe.sections(file), [["New Window"], ["Quit"]])
        }
    }

    func testSectionsPickersAndMenusInCommands() throws {
        try onGtkThread {
            let session = try ClassicApp.launch()
            defer { session.closeAllWindows() }
            session.flushUpdates()
            let model = try XCTUnwrap(session.commands?.menuBarModel)
            let format = try XCTUnwrap(MenuModelProbe.submenu("Format", in: model))
            XCTAssertEqual(MenuModelProbe.sections(format), [["Bold", "Italic"], ["Size", "More"]])
            let size = try XCTUnwrap(MenuModelProbe.submenu("Size", in: format))
            XCTAssertEqual(MenuModelProbe.sections(size), [["Small", "Large"]])
            let actions = try XCTUnwrap(session.commands?.actions.actionGroup)
            g_action_group_activate_action(actions, "format.size", g_variant_new_string("1"))
            session.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: try window(of: session)).last, "classic 2", "the picker chose Large")
            let more = try XCTUnwrap(MenuModelProbe.submenu("More", in: format))
            let strike = try XCTUnwrap(MenuModelProbe.action(of: "Strike", in: more))
            g_action_group_activate_action(actions, String(strike.dropFirst("app.".count)), nil)
            XCTAssertEqual(Fired.open, 1, "a nested menu's button ran once")
        }
    }
}

private struct TextInCommandsApp: App {
    var body: some Scene {
        WindowGroup("Texts") { Text("main") }
            .commands {
                CommandMenu("Odd") {
                    Text("not a command")
                    Button("Fine") {}
                }
                CommandGroup(replacing: .appSettings) {}
            }
        Settings { Text("preferences") }
    }
}

extension CommandsTests {
    func testAViewThatIsNoCommandIsLeftOutWithOneWarning() throws {
        try onGtkThread {
            var session: AppSession?
            let messages = LogCapture.capture(domain: "GtkUI") {
                session = try? TextInCommandsApp.launch()
                session?.flushUpdates()
            }
            defer { session?.closeAllWindows() }
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertTrue(messages.first?.contains("GtkLabel is left out") ?? false)
            let model = try XCTUnwrap(session?.commands?.primaryMenuModel)
            let odd = try XCTUnwrap(MenuModelProbe.submenu("Odd", in: model))
            XCTAssertEqual(MenuModelProbe.sections(odd), [["Fine"]])
            XCTAssertEqual(
                MenuModelProbe.sections(model).last, ["Keyboard Shortcuts", "About TextInCommandsApp"],
                "an empty replacement of .appSettings removes Preferences")
        }
    }
}
