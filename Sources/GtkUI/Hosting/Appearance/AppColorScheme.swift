/// The app's colour scheme: what each host's content prefers (its ``PreferredColorSchemeKey``
/// value, read at the host's root), and the user's own dark preference, to restore once none
/// prefers one any more. GTK's dark preference is one for the whole app, so the hosts' values
/// are combined here, across windows; inside one host they travel as a preference.
@MainActor
enum AppColorScheme {
    /// The hosts asking, in the order they asked; the last one wins.
    private static var requests: [(owner: UInt, colorScheme: ColorScheme)] = []
    /// `gtk-application-prefer-dark-theme` before the first request; nil while none is held.
    private static var userPrefersDark: Bool?

    /// Records that the host `owner` asks for `colorScheme` (nil withdraws its request) and applies the
    /// winning request to GTK's settings.
    static func request(_ colorScheme: ColorScheme?, by owner: UInt) {
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
