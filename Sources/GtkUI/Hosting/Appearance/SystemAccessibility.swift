import CGtkShim

/// The desktop's accessibility settings: GTK's `gtk-enable-animations`, and GNOME's screen reader
/// and high-contrast keys where their schemas are installed (false where they are not).
@MainActor
enum SystemAccessibility {
    static let animationsProperty = "gtk-enable-animations"
    static let applicationsSchema = "org.gnome.desktop.a11y.applications"
    static let screenReaderKey = "screen-reader-enabled"
    static let interfaceSchema = "org.gnome.desktop.a11y.interface"
    static let highContrastKey = "high-contrast"

    private static var connections: [SignalConnection] = []
    /// The settings objects observed; kept for the process's life, as GTK's settings are.
    private static var applications: UnsafeMutablePointer<GSettings>?
    private static var interface: UnsafeMutablePointer<GSettings>?
    private static var looked = false

    /// Whether GTK's animations are off.
    static var reducesMotion: Bool {
        GtkSettingsAccess.settings != nil && !GtkSettingsAccess.bool(animationsProperty)
    }

    /// Whether the desktop's screen reader is on.
    static var screenReaderIsOn: Bool {
        lookUpSettings()
        guard let applications else { return false }
        return g_settings_get_boolean(applications, screenReaderKey) != 0
    }

    /// Whether GNOME's high-contrast setting is on.
    static var highContrast: Bool {
        lookUpSettings()
        guard let interface else { return false }
        return g_settings_get_boolean(interface, highContrastKey) != 0
    }

    /// Starts telling ``SystemEnvironment`` about changes; once per process.
    static func observeChanges() {
        guard connections.isEmpty, let settings = GtkSettingsAccess.settings else { return }
        connections.append(
            Signals.connect(settings, "notify::\(animationsProperty)") { _ in SystemEnvironment.valuesDidChange() })
        lookUpSettings()
        if let applications {
            connections.append(
                Signals.connect(applications, "changed::\(screenReaderKey)") { _ in
                    SystemEnvironment.valuesDidChange()
                })
        }
        if let interface {
            connections.append(
                Signals.connect(interface, "changed::\(highContrastKey)") { _ in SystemEnvironment.valuesDidChange() })
        }
    }

    /// Opens the two GSettings schemas once, only if installed: `g_settings_new` aborts the
    /// process for a missing schema.
    private static func lookUpSettings() {
        guard !looked else { return }
        looked = true
        applications = settings(schema: applicationsSchema, key: screenReaderKey)
        interface = settings(schema: interfaceSchema, key: highContrastKey)
    }

    private static func settings(schema id: String, key: String) -> UnsafeMutablePointer<GSettings>? {
        guard let source = g_settings_schema_source_get_default(),
            let schema = g_settings_schema_source_lookup(source, id, 1)
        else { return nil }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, key) != 0 else { return nil }
        return g_settings_new(id)
    }
}
