/// Environment values that come from the desktop rather than from views (the colour scheme).
///
/// Every host starts its root environment from them and is told when they change, so the views
/// that read them are evaluated again in every window.
@MainActor
enum SystemEnvironment {
    private static var hosts: [WeakSystemEnvironmentHost] = []
    private static var scheduledRefresh: OneShotSource?

    /// Writes the desktop's values into a host's root environment, and starts watching them.
    /// Returns whether any value differs from what the environment held.
    @discardableResult
    static func apply(to environment: inout EnvironmentValues) -> Bool {
        SystemColorScheme.observeChanges()
        let colorScheme = SystemColorScheme.current
        guard environment.colorScheme != colorScheme else { return false }
        environment.colorScheme = colorScheme
        return true
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
