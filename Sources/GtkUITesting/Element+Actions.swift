import GtkUI

/// Actions go through the real widgets, so they run the same signal paths as a person: the ATK
/// action a screen reader runs (a button's "click"), real key events for typing and keys, and a
/// real pointer click where a widget has no action (a list row). Each action refuses a missing,
/// disabled or unsuitable element with a failure at the caller's line, then settles the host.
extension Element {
    /// Taps the element: runs its first ATK action (`click`, `toggle`, `press`, …), or clicks its
    /// centre when it has none.
    public func tap(file: StaticString = #filePath, line: UInt = #line) {
        guard let target = usableTarget(for: "tap", file: file, line: line) else { return }
        if target.implements(atk_action_get_type()), atk_action_get_n_actions(target.interface) > 0 {
            if atk_action_do_action(target.interface, 0) == 0 {
                fail("GtkUITesting: GTK refused to \(actionName(target)) \(describe(target))", file: file, line: line)
            }
        } else if !(target.widget.map(InputEvents.click) ?? false) {
            fail(
                "GtkUITesting: cannot tap \(describe(target)): it has no action and is not on screen", file: file,
                line: line)
        }
        host.settle()
    }

    /// Types `text` at the end of a text field's contents, as key presses into the focused field.
    public func type(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let target = editableTarget(for: "type into", file: file, line: line) else { return }
        focus(target)
        // Focusing an entry selects its contents; typing goes after them instead, as documented.
        if target.implements(atk_text_get_type()) { atk_text_set_caret_offset(target.interface, -1) }
        if let window = toplevel(of: target) { InputEvents.type(text, in: window) }
        host.settle()
    }

    /// Empties a text field.
    public func clear(file: StaticString = #filePath, line: UInt = #line) {
        guard let target = editableTarget(for: "clear", file: file, line: line) else { return }
        guard target.implements(atk_editable_text_get_type()) else {
            fail("GtkUITesting: cannot clear \(describe(target)): its text is not editable", file: file, line: line)
            return
        }
        atk_editable_text_set_text_contents(target.interface, "")
        host.settle()
    }

    /// Turns a toggle on or off by tapping it, if it is not already so.
    public func setOn(_ isOn: Bool, file: StaticString = #filePath, line: UInt = #line) {
        guard let target = usableTarget(for: isOn ? "turn on" : "turn off", file: file, line: line) else { return }
        guard self.isOn != isOn else { return }
        tap(file: file, line: line)
        if target.has(ATK_STATE_CHECKED) != isOn {
            fail(
                "GtkUITesting: tapping \(describe(target)) did not turn it \(isOn ? "on" : "off")", file: file,
                line: line)
        }
    }

    /// Chooses the option named `option`: an item of a picker's menu, a segment, a radio button,
    /// or the row of a list that contains it.
    public func select(_ option: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let target = usableTarget(for: "select \"\(option)\" in", file: file, line: line) else { return }
        if target.implements(atk_selection_get_type()), let index = selectionIndex(of: option, in: target) {
            if atk_selection_add_selection(target.interface, index) == 0 {
                fail("GtkUITesting: GTK refused to select \"\(option)\" in \(describe(target))", file: file, line: line)
            }
            host.settle()
            return
        }
        let inside = AccessibleTree.elements(below: [target]).dropFirst()
        var choices = inside.filter {
            $0.name == option && $0.implements(atk_action_get_type()) && atk_action_get_n_actions($0.interface) > 0
        }
        if choices.isEmpty {
            // Rows have no action of their own: the row holding the option is clicked.
            let rows = ElementQuery.row(containing: option)
            choices = inside.filter { rows.matchesOwnProperties($0) }.filter { row in
                AccessibleTree.elements(below: [row]).dropFirst().contains { $0.name == option }
            }
        }
        guard choices.count == 1 else {
            fail(
                "GtkUITesting: no option \"\(option)\" to select in \(describe(target)). Elements there:\n"
                    + AccessibleTree.listing(below: [target]), file: file, line: line)
            return
        }
        Element(choices[0], host: host).tap(file: file, line: line)
    }

    /// Raises a slider's or stepper's value by one step: through ATK's value interface, or a
    /// stepper's Increment button.
    public func increment(file: StaticString = #filePath, line: UInt = #line) {
        step(by: 1, file: file, line: line)
    }

    /// Lowers a slider's or stepper's value by one step: through ATK's value interface, or a
    /// stepper's Decrement button.
    public func decrement(file: StaticString = #filePath, line: UInt = #line) {
        step(by: -1, file: file, line: line)
    }

    /// Scrolls every scroll view around `target` so that `target` is in view.
    public func scroll(to target: Element, file: StaticString = #filePath, line: UInt = #line) {
        guard reference != nil, let reference = target.reference else { return }
        guard let widget = reference.widget else {
            fail("GtkUITesting: cannot scroll to \(target): it has no widget", file: file, line: line)
            return
        }
        Scrolling.reveal(widget)
        host.settle()
    }

    /// Presses `key` with `modifiers` held, with this element focused.
    public func press(
        key: KeyEquivalent, modifiers: EventModifiers = [], file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let target = usableTarget(for: "press a key in", file: file, line: line) else { return }
        focus(target)
        if let window = toplevel(of: target) {
            InputEvents.key(InputEvents.keyval(for: key), modifiers: InputEvents.mask(for: modifiers), in: window)
        }
        host.settle()
    }

    /// Closes a window (a sheet, an alert, a window the view opened) as the close button of its
    /// title bar does: GTK asks the window with `delete-event`, so its own handlers decide.
    public func close(file: StaticString = #filePath, line: UInt = #line) {
        // A missing element: its query already failed.
        guard let reference else { return }
        guard AccessibleTree.isWindow(reference), let widget = reference.widget,
            widget.isInstance(of: gtk_window_get_type())
        else {
            fail("GtkUITesting: cannot close \(describe(reference)): it is not a window", file: file, line: line)
            return
        }
        gtk_window_close(widget.cast())
        host.settle()
    }

    // MARK: - Checks

    /// The element, when it exists and is enabled; else fails and returns nil.
    private func usableTarget(for action: String, file: StaticString, line: UInt) -> AccessibleReference? {
        // A missing element: its query already failed.
        guard let reference else { return nil }
        guard reference.has(ATK_STATE_SENSITIVE), reference.has(ATK_STATE_ENABLED) else {
            fail("GtkUITesting: cannot \(action) \(describe(reference)): it is disabled", file: file, line: line)
            return nil
        }
        return reference
    }

    /// The element, when it exists, is enabled and takes text; else fails and returns nil.
    private func editableTarget(for action: String, file: StaticString, line: UInt) -> AccessibleReference? {
        guard let target = usableTarget(for: action, file: file, line: line) else { return nil }
        guard target.has(ATK_STATE_EDITABLE) else {
            fail("GtkUITesting: cannot \(action) \(describe(target)): it is not editable", file: file, line: line)
            return nil
        }
        return target
    }

    private func step(by direction: Double, file: StaticString, line: UInt) {
        let verb = direction > 0 ? "increment" : "decrement"
        guard let target = usableTarget(for: verb, file: file, line: line) else { return }
        guard target.implements(atk_value_get_type()) else {
            // A stepper is a group with Increment and Decrement buttons.
            let buttonName = direction > 0 ? "Increment" : "Decrement"
            if let button = target.children.first(where: { $0.role == ATK_ROLE_PUSH_BUTTON && $0.name == buttonName }) {
                Element(button, host: host).tap(file: file, line: line)
                return
            }
            fail("GtkUITesting: cannot \(verb) \(describe(target)): it has no value", file: file, line: line)
            return
        }
        var current = 0.0
        var text: UnsafeMutablePointer<gchar>?
        atk_value_get_value_and_text(target.interface, &current, &text)
        g_free(text)
        var lower = -Double.greatestFiniteMagnitude
        var upper = Double.greatestFiniteMagnitude
        if let range = atk_value_get_range(target.interface) {
            lower = atk_range_get_lower_limit(range)
            upper = atk_range_get_upper_limit(range)
            atk_range_free(range)
        }
        var increment = atk_value_get_increment(target.interface)
        if increment <= 0 { increment = upper > lower && upper.isFinite && lower.isFinite ? (upper - lower) / 10 : 1 }
        atk_value_set_value(target.interface, min(upper, max(lower, current + direction * increment)))
        host.settle()
    }

    // MARK: - Helpers

    private func focus(_ target: AccessibleReference) {
        if let window = toplevel(of: target) { InputEvents.activate(window) }
        if target.implements(atk_component_get_type()) { _ = atk_component_grab_focus(target.interface) }
    }

    private func toplevel(of target: AccessibleReference) -> UnsafeMutablePointer<GtkWidget>? {
        target.widget.flatMap { gtk_widget_get_toplevel($0) }
    }

    /// The index, for `AtkSelection`, of the option named `option`: a child named so, or
    /// containing an element named so; a combo box's options are the items of its menu.
    private func selectionIndex(of option: String, in target: AccessibleReference) -> Int32? {
        var options = target.children
        if target.role == ATK_ROLE_COMBO_BOX, let menu = options.first, menu.role == ATK_ROLE_MENU {
            options = menu.children
        }
        let index = options.firstIndex { candidate in
            candidate.name == option || AccessibleTree.elements(below: [candidate]).contains { $0.name == option }
        }
        return index.map { Int32($0) }
    }

    private func actionName(_ target: AccessibleReference) -> String {
        atk_action_get_name(target.interface, 0).map { String(cString: $0) } ?? "activate"
    }

    private func describe(_ target: AccessibleReference) -> String { AccessibleTree.describe(target) }

    private func fail(_ message: String, file: StaticString, line: UInt) {
        UITestFailure.record(message, file: file, line: line)
    }
}
