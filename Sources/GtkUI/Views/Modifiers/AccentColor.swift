extension View {
    /// Gives the controls inside this view `accentColor` as their accent: SwiftUI's older name
    /// for ``View/tint(_:)-(Color?)``, which it is here.
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }
}
