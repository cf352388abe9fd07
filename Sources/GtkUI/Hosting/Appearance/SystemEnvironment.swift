/// Environment values that come from the desktop rather than from views: the colour scheme,
/// the accessibility settings, the text direction, and per host its window's phase and its
/// monitor's scale.
///
/// Every host starts its root environment from them and is told when they change, so the views
/// that read them are evaluated again in every window.
@MainActor
enum SystemEnvironment {
    private static var hosts: [WeakSystemEnvironmentHost] = []
    private static var scheduledRefresh: OneShotSource?

    /// Writes the desktop's values into a host's root environment, and starts watching them.
    /// Returns whether any value differs from what the environment held.
    /// `host` is the host's own widget, once it exists: its window and monitor decide
    /// `scenePhase` and `displayScale`.
    @discardableResult
    static func apply(to environment: inout EnvironmentValues, host: UnsafeMutablePointer<GtkWidget>? = nil)
        -> Bool
    {
        SystemColorScheme.observeChanges()
        SystemAccessibility.observeChanges()
        WindowActivity.observeChanges()
        var changed = false
        func update<Value: Equatable>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) {
            guard environment[keyPath: keyPath] != value else { return }
            environment[keyPath: keyPath] = value
            changed = true
        }
        update(\.colorScheme, SystemColorScheme.current)
        update(\.accessibilityReduceMotion, SystemAccessibility.reducesMotion)
        update(\.accessibilityVoiceOverEnabled, SystemAccessibility.screenReaderIsOn)
        let highContrast = SystemAccessibility.highContrast
        update(\.accessibilityReduceTransparency, highContrast)
        update(\.accessibilityDifferentiateWithoutColor, highContrast)
        update(\.colorSchemeContrast, highContrast ? .increased : .standard)
        update(
            \.layoutDirection,
            gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight)
        if let host {
            update(\.scenePhase, WindowActivity.phase(of: host))
            update(\.displayScale, Double(max(1, gtk_widget_get_scale_factor(host))))
        } else if let display = gdk_display_get_default(),
            let monitor = gdk_display_get_primary_monitor(display)
                ?? gdk_display_get_monitor(display, 0)
        {
            update(\.displayScale, Double(max(1, gdk_monitor_get_scale_factor(monitor))))
        }
        return changed
    }

    /// Tells `host` about later changes for as long as it lives.
    static func register(_ host: any SystemEnvironmentHost) {
        hosts.removeAll { $0.host == nil }
        hosts.append(WeakSystemEnvironmentHost(host: host))
    }

    /// Pushes the current values into every live host at the next idle turn, before GTK lays out
    /// and paints. Not at once: a setting may change in the middle of a view update (a preferred
    /// colour scheme applied while its view mounts), and a host must not update within its pass.
    static func valuesDidChange() {
        guard scheduledRefresh == nil else { return }
        scheduledRefresh = OneShotSource(priority: G_PRIORITY_HIGH_IDLE) {
            scheduledRefresh = nil
            refreshHosts()
        }
    }

    private static func refreshHosts() {
        hosts.removeAll { $0.host == nil }
        // Iterates a copy: an update may open or close windows, changing the list.
        for entry in hosts {
            entry.host?.systemEnvironmentDidChange()
        }
    }
}

/// A host whose root environment carries the ``SystemEnvironment`` values.
@MainActor
protocol SystemEnvironmentHost: AnyObject {
    /// Re-applies the desktop's values to the root environment, updating readers if they changed.
    func systemEnvironmentDidChange()
}

/// Keeps a host in the list without keeping it alive: the host's owner decides its lifetime.
@MainActor
struct WeakSystemEnvironmentHost {
    weak var host: (any SystemEnvironmentHost)?
}
