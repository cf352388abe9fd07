/// The colour scheme that the views of a window prefer, as set by ``View/preferredColorScheme(_:)``:
/// a preference read at the root of each host. Where several views set one, the last in view
/// order wins, and a nil value leaves the choice to the others.
public struct PreferredColorSchemeKey: PreferenceKey {
    /// No preference: the user's setting holds.
    public static let defaultValue: ColorScheme? = nil

    /// The later view's scheme, unless it sets none.
    public static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if let next = nextValue() { value = next }
    }
}

extension View {
    /// Sets the colour scheme of the app while this view is shown, as SwiftUI sets it for the
    /// view's window: `.dark` turns on GTK's `gtk-application-prefer-dark-theme` for every
    /// window, `.light` turns it off, and `nil` (or removing the view) restores the user's setting.
    /// It is the preference ``PreferredColorSchemeKey``; GTK's setting is one for the whole app,
    /// so where several windows ask, the one that asked last wins. A theme that is dark by name
    /// (`Adwaita-dark`) stays dark under `.light`.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        preference(key: PreferredColorSchemeKey.self, value: colorScheme)
    }
}
