/// The `GAction`s of the app's commands, kept in line with each reading: in the
/// `GtkApplication` when it is registered (`app.text.reverse`), otherwise in an action group of
/// their own that each window inserts under the same `app` prefix, so the menus name them the
/// same way on both paths.
///
/// Shortcuts become accelerators of the actions: the application's
/// (`gtk_application_set_accels_for_action`), or, without one, an accelerator group in each
/// window that activates the action.
@MainActor
final class CommandActionTable {
    /// The registered application, or nil when the actions live in `ownGroup`.
    private let application: UnsafeMutablePointer<GtkApplication>?
    private let ownGroup: GObjectReference<GSimpleActionGroup>?
    private struct Entry {
        let action: GObjectReference<GObject>
        var kind: CommandAction.Kind
        var accelerator: String?
    }
    private var entries: [String: Entry] = [:]
    /// What each action runs now; the `activate` handlers look it up, so a new reading replaces
    /// it without reconnecting.
    private var handlers: [String: @MainActor (String?) -> Void] = [:]
    /// Windows that hold `ownGroup` and an accelerator group for its shortcuts, weakly.
    private var windows: [GWeakObjectReference<GtkWidget>] = []
    private static let acceleratorGroupKey = "gtkui-command-accelerators"

    /// Actions in `application`, or in an action group of their own when it is nil.
    init(application: UnsafeMutablePointer<GtkApplication>?) {
        self.application = application
        ownGroup = application == nil ? GObjectReference(adopting: g_simple_action_group_new()!) : nil
    }

    /// The group the actions are in, for tests and for windows.
    var actionGroup: OpaquePointer {
        if let application { return OpaquePointer(application) }
        return OpaquePointer(ownGroup!.pointer)
    }

    private var actionMap: OpaquePointer { actionGroup }

    /// The accelerator each action has now, by action name.
    var accelerators: [String: String] { entries.compactMapValues(\.accelerator) }

    /// Makes the actions those of `list`: new ones added, gone ones removed, the others' state,
    /// enabled flag and accelerator brought in line.
    func apply(_ list: [CommandAction]) {
        let wanted = Set(list.map(\.name))
        for name in entries.keys where !wanted.contains(name) { remove(name) }
        var acceleratorsChanged = false
        for action in list {
            handlers[action.name] = action.activate
            let entry = entries[action.name].flatMap { Self.sameKind($0.kind, action.kind) ? $0 : nil } ?? add(action)
            update(OpaquePointer(entry.action.pointer), from: entry.kind, to: action)
            entries[action.name]?.kind = action.kind
            let accelerator = action.accelerator
            if entries[action.name]?.accelerator != accelerator {
                entries[action.name]?.accelerator = accelerator
                acceleratorsChanged = true
                if let application { Self.setAccelerator(accelerator, for: action.name, in: application) }
            }
        }
        if acceleratorsChanged, application == nil { windows.forEach(installAccelerators) }
    }

    /// Gives `window` the actions (without an application) and their shortcuts.
    func attach(to window: WidgetPointer) {
        guard let ownGroup else { return }
        gtk_widget_insert_action_group(window, "app", OpaquePointer(ownGroup.pointer))
        windows.removeAll { !$0.isAlive }
        windows.append(GWeakObjectReference(window))
        installAccelerators(windows[windows.count - 1])
    }

    /// Runs the action `name` as the menus do; false when there is none, or it is disabled.
    @discardableResult
    func activate(_ name: String, target: String? = nil) -> Bool {
        guard let entry = entries[name], g_action_get_enabled(OpaquePointer(entry.action.pointer)) != 0 else {
            return false
        }
        let parameter: OpaquePointer? = target.map { g_variant_new_string($0) }
        g_action_activate(OpaquePointer(entry.action.pointer), parameter)
        return true
    }

    private static func sameKind(_ old: CommandAction.Kind, _ new: CommandAction.Kind) -> Bool {
        switch (old, new) {
        case (.plain, .plain), (.toggle, .toggle), (.choice, .choice): return true
        default: return false
        }
    }

    private func add(_ action: CommandAction) -> Entry {
        let pointer: OpaquePointer
        switch action.kind {
        case .plain:
            pointer = g_simple_action_new(action.name, nil)!
        case .toggle(let isOn):
            pointer = g_simple_action_new_stateful(action.name, nil, g_variant_new_boolean(isOn ? 1 : 0))!
        case .choice(let selected):
            let type = g_variant_type_new("s")
            defer { g_variant_type_free(type) }
            pointer = g_simple_action_new_stateful(action.name, type, g_variant_new_string(selected))!
        }
        let reference = GObjectReference(adopting: UnsafeMutablePointer<GObject>(pointer))
        let name = action.name
        // The action holds the connection; GLib frees its box with the action.
        Signals.connect(reference.pointer, "activate") { [weak self] arguments in
            let parameter = arguments.count > 1 ? g_value_get_variant(arguments[1].value) : nil
            let target = parameter.flatMap { variant -> String? in
                guard g_variant_is_of_type(variant, Self.stringType) != 0 else { return nil }
                return String(cString: g_variant_get_string(variant, nil))
            }
            self?.handlers[name]?(target)
        }
        g_action_map_add_action(actionMap, pointer)
        let entry = Entry(action: reference, kind: action.kind, accelerator: nil)
        entries[action.name] = entry
        return entry
    }

    private static let stringType: OpaquePointer = g_variant_type_new("s")

    private func update(_ pointer: OpaquePointer, from old: CommandAction.Kind, to action: CommandAction) {
        let enabled: gboolean = action.isEnabled ? 1 : 0
        if g_action_get_enabled(pointer) != enabled { g_simple_action_set_enabled(pointer, enabled) }
        switch action.kind {
        case .plain: break
        case .toggle(let isOn):
            if old != action.kind || Self.boolState(of: pointer) != isOn {
                g_simple_action_set_state(pointer, g_variant_new_boolean(isOn ? 1 : 0))
            }
        case .choice(let selected):
            if old != action.kind || Self.stringState(of: pointer) != selected {
                g_simple_action_set_state(pointer, g_variant_new_string(selected))
            }
        }
    }

    private static func boolState(of pointer: OpaquePointer) -> Bool? {
        guard let state = g_action_get_state(pointer) else { return nil }
        defer { g_variant_unref(state) }
        return g_variant_get_boolean(state) != 0
    }

    private static func stringState(of pointer: OpaquePointer) -> String? {
        guard let state = g_action_get_state(pointer) else { return nil }
        defer { g_variant_unref(state) }
        return String(cString: g_variant_get_string(state, nil))
    }

    private func remove(_ name: String) {
        if let application, entries[name]?.accelerator != nil { Self.setAccelerator(nil, for: name, in: application) }
        g_action_map_remove_action(actionMap, name)
        entries.removeValue(forKey: name)
        handlers.removeValue(forKey: name)
    }

    private static func setAccelerator(
        _ accelerator: String?, for name: String, in application: UnsafeMutablePointer<GtkApplication>
    ) {
        let accelerators = accelerator.map { [$0] } ?? []
        withCStrings(accelerators) { gtk_application_set_accels_for_action(application, "app.\(name)", $0) }
    }

    private static func withCStrings(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<gchar>?>) -> Void) {
        let copies = strings.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        var pointers: [UnsafePointer<gchar>?] = copies.map { UnsafePointer($0) }
        pointers.append(nil)
        pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// Replaces the window's accelerator group for the actions' shortcuts with one for the
    /// accelerators now.
    private func installAccelerators(_ window: GWeakObjectReference<GtkWidget>) {
        window.withObject { window in
            if let old = GObjectData.get(
                GObjectReference<GtkAccelGroup>.self, on: window, key: Self.acceleratorGroupKey)
            {
                gtk_window_remove_accel_group(window.cast(), old.pointer)
            }
            let group = gtk_accel_group_new()!
            for (name, accelerator) in accelerators.sorted(by: { $0.key < $1.key }) {
                var keyval: guint = 0
                var mask = GdkModifierType(0)
                gtk_accelerator_parse(accelerator, &keyval, &mask)
                guard keyval != 0 else { continue }
                // The group sinks the closure and frees its box with it.
                let closure = SignalHandlerBox(invoke: { [weak self] _, returnSlot in
                    let handled = self?.activate(name) ?? false
                    if let returnSlot, returnSlot.pointee.g_type != 0 { handled.store(in: returnSlot) }
                }).makeClosure()
                gtk_accel_group_connect(group, keyval, mask, GtkAccelFlags(0), closure)
            }
            gtk_window_add_accel_group(window.cast(), group)
            // The window keeps the group; the data holds the creation reference until replaced.
            GObjectData.set(GObjectReference(adopting: group), on: window, key: Self.acceleratorGroupKey)
        }
    }
}
