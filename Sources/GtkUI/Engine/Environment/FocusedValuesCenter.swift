/// The app's focused values: those of the active window, with the views that read each key.
///
/// GTK has one active window per process, so this is one per process. The active window is the
/// one whose `is-active` turned true last, while it is open; until a window is active (or after
/// it closed), the newest window followed: every window an ``App`` opens, and any other window
/// whose views publish values.
@MainActor
final class FocusedValuesCenter {
    static let shared = FocusedValuesCenter()

    /// The focused values now.
    private(set) var current = FocusedValues()
    private var readers: [ObjectIdentifier: DependencyList] = [:]
    /// The windows with published values or a known focus, oldest first.
    private var windows: [WindowFocusedValues] = []
    private weak var activeWindow: WindowFocusedValues?

    /// Reads `keyPath` of the current values; inside a body or update the node depends on the
    /// keys the key path reads, and on no others.
    func read<Value>(_ keyPath: KeyPath<FocusedValues, Value>) -> Value {
        var values = current
        let log = FocusedKeyLog()
        values.readLog = log
        let value = values[keyPath: keyPath]
        if ViewGraph.evaluating != nil {
            for key in log.keys {
                let list = readers[key] ?? DependencyList()
                readers[key] = list
                list.recordRead()
            }
        }
        return value
    }

    /// The focused values of `window`, made and followed on first use.
    func values(of window: WidgetPointer) -> WindowFocusedValues {
        if let known = windows.first(where: { $0.window == window }) { return known }
        let values = WindowFocusedValues(window: window)
        windows.append(values)
        if gtk_window_is_active(window.cast()) != 0 { activeWindow = values }
        return values
    }

    /// Follows `window` from now on, so that while it is active it is the focused scene even if
    /// none of its views publishes a value: an app's preferences window disables the commands
    /// that need a document window's values.
    func follow(_ window: WidgetPointer) {
        _ = values(of: window)
    }

    /// Called when a window's values, its focus or its activity changed.
    func windowDidChange(_ window: WindowFocusedValues) {
        if window.isActive { activeWindow = window }
        refresh()
    }

    /// Called when a window is destroyed.
    func windowDidClose(_ window: WindowFocusedValues) {
        windows.removeAll { $0 === window }
        if activeWindow === window { activeWindow = nil }
        refresh()
    }

    /// The current values, for tests.
    var focusedWindow: WidgetPointer? { (activeWindow ?? windows.last)?.window }

    private func refresh() {
        let new = (activeWindow ?? windows.last)?.values ?? FocusedValues()
        let old = current
        current = new
        for key in old.keys.union(new.keys) where !Self.same(old.value(for: key), new.value(for: key)) {
            readers[key]?.notifyChange()
        }
    }

    /// Whether a republished value is the same: equal values, the same object, or bindings to
    /// the same source (whose readers follow the source itself).
    private static func same(_ old: Any?, _ new: Any?) -> Bool {
        guard let old, let new else { return old == nil && new == nil }
        if let old = old as? any Equatable { return old.isEqual(to: new) }
        if let old = old as? any LocationIdentified, let new = new as? any LocationIdentified {
            return old.locationIdentity == new.locationIdentity
        }
        if type(of: old) is AnyClass, type(of: new) is AnyClass {
            return (old as AnyObject) === (new as AnyObject)
        }
        return false
    }
}

/// A value that names its source, such as a ``Binding``.
@MainActor
protocol LocationIdentified {
    var locationIdentity: ObjectIdentifier { get }
}

extension Binding: LocationIdentified {
    var locationIdentity: ObjectIdentifier { ObjectIdentifier(location) }
}
