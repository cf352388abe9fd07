/// The colour schemes that ``View/preferredColorScheme(_:)`` views ask for, and the user's own
/// dark preference, to restore once none asks any more.
@MainActor
enum PreferredColorSchemeRequests {
    /// The views asking, in the order they asked; the last one wins.
    private static var requests: [(owner: ObjectIdentifier, colorScheme: ColorScheme)] = []
    /// `gtk-application-prefer-dark-theme` before the first request; nil while none is held.
    private static var userPrefersDark: Bool?

    /// Records that `owner` asks for `colorScheme` (nil withdraws its request) and applies the
    /// winning request to GTK's settings.
    static func request(_ colorScheme: ColorScheme?, by owner: ObjectIdentifier) {
        let hadRequest = requests.contains { $0.owner == owner }
        requests.removeAll { $0.owner == owner }
        if let colorScheme {
            requests.append((owner, colorScheme))
        } else if !hadRequest {
            return
        }
        apply()
    }

    private static func apply() {
        let property = SystemColorScheme.preferDarkProperty
        guard let winner = requests.last?.colorScheme else {
            if let userPrefersDark {
                self.userPrefersDark = nil
                GtkSettingsAccess.setBool(property, userPrefersDark)
            }
            return
        }
        let current = GtkSettingsAccess.bool(property)
        if userPrefersDark == nil { userPrefersDark = current }
        let wantsDark = winner == .dark
        if current != wantsDark { GtkSettingsAccess.setBool(property, wantsDark) }
    }
}
