import Foundation
import GtkUI
import XCTest

/// One accessible object as a screen reader reads it.
private struct Seen: CustomStringConvertible {
    let role: AtkRole
    let name: String
    let states: Set<UInt32>
    let value: Double?

    var description: String { "\(String(cString: atk_role_get_name(role))) \"\(name)\"" }
    func has(_ state: AtkStateType) -> Bool { states.contains(state.rawValue) }
}

/// Every object of the ATK tree below `object`, depth first, through ATK's own child API as a
/// client walks it.
@MainActor
private func walk(_ object: UnsafeMutablePointer<AtkObject>, into seen: inout [Seen]) {
    let stateSet = atk_object_ref_state_set(object)
    var states = Set<UInt32>()
    for state in 0..<ATK_STATE_LAST_DEFINED.rawValue
    where atk_state_set_contains_state(stateSet, AtkStateType(rawValue: state)) != 0 {
        states.insert(state)
    }
    if let stateSet { g_object_unref(stateSet) }
    var value: Double?
    if gtkui_instance_type(object) != 0, g_type_check_instance_is_a(object.cast(), atk_value_get_type()) != 0 {
        var current = 0.0
        var text: UnsafeMutablePointer<gchar>?
        atk_value_get_value_and_text(OpaquePointer(object), &current, &text)
        g_free(text)
        value = current
    }
    let name = atk_object_get_name(object).map { String(cString: $0) } ?? ""
    seen.append(Seen(role: atk_object_get_role(object), name: name, states: states, value: value))
    for index in 0..<atk_object_get_n_accessible_children(object) {
        guard let child = atk_object_ref_accessible_child(object, index) else { continue }
        walk(child, into: &seen)
        g_object_unref(child)
    }
}

@MainActor
private func seen(in view: some View) -> [Seen] {
    let host = HostingWidget(rootView: view)
    var objects: [Seen] = []
    walk(gtk_widget_get_accessible(host.widget), into: &objects)
    return objects
}

private enum Flavor: Hashable { case one, two }

@MainActor
private func picker() -> some View {
    Picker("Flavor", selection: .constant(Flavor.one)) {
        Text("One").tag(Flavor.one)
        Text("Two").tag(Flavor.two)
    }
}

/// Asserts that `view` shows an object of `role` named `name`, and returns it.
@MainActor
@discardableResult
private func expect(
    _ role: AtkRole, _ name: String, in view: some View, file: StaticString = #filePath, line: UInt = #line
) -> Seen? {
    let objects = seen(in: view)
    let match = objects.first { $0.role == role && $0.name == name }
    if match == nil {
        XCTFail(
            "no \(String(cString: atk_role_get_name(role))) \"\(name)\" among \(objects)", file: file, line: line)
    }
    return match
}

/// Per family of built-ins: the role, name, value and state a screen reader finds.
final class ControlFamilyAccessibilityTests: GtkTestCase {
    func testButtonsInEveryStyleArePushButtonsNamedByTheirTitle() {
        onGtkThread {
            let styles: [AnyView] = [
                AnyView(Button("Go") {}.buttonStyle(.automatic)), AnyView(Button("Go") {}.buttonStyle(.bordered)),
                AnyView(Button("Go") {}.buttonStyle(.borderedProminent)),
                AnyView(Button("Go") {}.buttonStyle(.borderless)), AnyView(Button("Go") {}.buttonStyle(.plain)),
                AnyView(Button("Go") {}.buttonStyle(.link)), AnyView(Button("Go", role: .destructive) {}),
            ]
            for view in styles { expect(ATK_ROLE_PUSH_BUTTON, "Go", in: view) }
        }
    }

    func testTogglesInEveryStyleSayWhetherTheyAreOn() {
        onGtkThread {
            let on = Binding.constant(true)
            let cases: [(AnyView, AtkRole)] = [
                (AnyView(Toggle("Wi-Fi", isOn: on)), ATK_ROLE_CHECK_BOX),
                (AnyView(Toggle("Wi-Fi", isOn: on).toggleStyle(.checkbox)), ATK_ROLE_CHECK_BOX),
                (AnyView(Toggle("Wi-Fi", isOn: on).toggleStyle(.button)), ATK_ROLE_TOGGLE_BUTTON),
                (AnyView(Toggle("Wi-Fi", isOn: on).toggleStyle(.switch)), ATK_ROLE_TOGGLE_BUTTON),
            ]
            for (view, role) in cases {
                let toggle = expect(role, "Wi-Fi", in: view)
                XCTAssertEqual(toggle?.has(ATK_STATE_CHECKED), true, "\(role)")
            }
        }
    }

    func testValueControlsShowTheirValue() {
        onGtkThread {
            let slider = expect(
                ATK_ROLE_SLIDER, "Volume", in: Slider(value: .constant(3), in: 0...10) { Text("Volume") })
            XCTAssertEqual(slider?.value, 3)
            let progress = expect(ATK_ROLE_PROGRESS_BAR, "Copying", in: ProgressView("Copying", value: 0.25))
            XCTAssertEqual(progress?.value, 0.25)
            expect(ATK_ROLE_LEVEL_BAR, "Level", in: Gauge(value: 0.5) { Text("Level") })
            let stepper = seen(in: Stepper("Copies", value: .constant(1), in: 0...5))
            XCTAssertTrue(stepper.contains { $0.role == ATK_ROLE_LABEL && $0.name == "Copies" }, "\(stepper)")
            XCTAssertEqual(
                stepper.filter { $0.role == ATK_ROLE_PUSH_BUTTON && !$0.name.isEmpty }.count, 2, "\(stepper)")
        }
    }

    func testPickersInEveryStyleAreNamedAndShowTheirOptions() {
        onGtkThread {
            let styles: [AnyView] = [
                AnyView(picker()), AnyView(picker().pickerStyle(.menu)), AnyView(picker().pickerStyle(.segmented)),
                AnyView(picker().pickerStyle(.radioGroup)), AnyView(picker().pickerStyle(.inline)),
                AnyView(picker().pickerStyle(.wheel)),
            ]
            for (index, view) in styles.enumerated() {
                let objects = seen(in: view)
                let controls = objects.filter { !$0.name.isEmpty && $0.role != ATK_ROLE_LABEL }
                XCTAssertTrue(
                    controls.contains { $0.name == "Flavor" || $0.name == "One" }, "style \(index): \(objects)")
                XCTAssertTrue(objects.contains { $0.name.contains("One") }, "style \(index): \(objects)")
            }
        }
    }

    func testTextInputIsNamedByItsTitle() {
        onGtkThread {
            expect(ATK_ROLE_TEXT, "Name", in: TextField("Name", text: .constant("")))
            expect(ATK_ROLE_PASSWORD_TEXT, "Password", in: SecureField("Password", text: .constant("")))
            expect(ATK_ROLE_TEXT, "Notes", in: TextEditor(text: .constant("")).accessibilityLabel("Notes"))
        }
    }

    func testContainersNameTheirParts() {
        onGtkThread {
            expect(ATK_ROLE_TOGGLE_BUTTON, "More", in: DisclosureGroup("More") { Text("Inside") })
            let tabs = seen(
                in: TabView {
                    Text("A").tabItem { Text("First") }
                    Text("B").tabItem { Text("Second") }
                })
            XCTAssertEqual(tabs.filter { $0.role == ATK_ROLE_PAGE_TAB }.map(\.name), ["First", "Second"])
            expect(ATK_ROLE_PANEL, "Account", in: GroupBox("Account") { Text("Inside") })
            expect(ATK_ROLE_PUSH_BUTTON, "Colour", in: ColorPicker("Colour", selection: .constant(.red)))
            expect(ATK_ROLE_TOGGLE_BUTTON, "Actions", in: Menu("Actions") { Button("Copy") {} })
        }
    }

    func testShapesAreHiddenUnlessLabelledAndPicturesAreImages() {
        onGtkThread {
            let shape = seen(in: Circle().fill(.red).frame(width: 8, height: 8))
            XCTAssertTrue(shape.contains { $0.role == ATK_ROLE_REDUNDANT_OBJECT }, "\(shape)")
            expect(ATK_ROLE_IMAGE, "Status", in: Circle().fill(.green).accessibilityLabel("Status"))
            expect(ATK_ROLE_IMAGE, "photo", in: Image(filePath: "/nonexistent/photo.png").resizable())
        }
    }
}
