extension View {
    /// Titles the navigation page this view is in. The title of the innermost visible page
    /// becomes the window's title: a pushed page's while it is shown, the root's again after
    /// popping. Outside a navigation container it titles the window it is in.
    @_disfavoredOverload
    public func navigationTitle(_ title: some StringProtocol) -> some View {
        reportingNavigationTitle(NavigationTitle(title: String(title)))
    }

    /// Titles the navigation page this view is in with the text of `title`.
    public func navigationTitle(_ title: Text) -> some View {
        reportingNavigationTitle(NavigationTitle(title: ControlSupport.text(of: title) ?? ""))
    }

    /// Gives the navigation page this view is in a subtitle, shown under the title in the window's
    /// header bar. A window without one keeps it as object data under `"gtkui-navigation-subtitle"`.
    public func navigationSubtitle(_ subtitle: some StringProtocol) -> some View {
        reportingNavigationTitle(NavigationTitle(subtitle: String(subtitle)))
    }

    /// Sets the parts of `title` that the views inside leave unset, as the preference
    /// ``NavigationTitleKey``: the enclosing navigation page shows it, or the window without one.
    private func reportingNavigationTitle(_ title: NavigationTitle) -> some View {
        transformPreference(NavigationTitleKey.self) { $0 = ($0 ?? NavigationTitle()).filled(from: title) }
    }

    /// Titles the navigation page (SwiftUI's older form): the same as ``navigationTitle(_:)-(StringProtocol)``.
    public func navigationBarTitle(_ title: some StringProtocol) -> some View {
        navigationTitle(title)
    }

    /// Titles the navigation page with the text of `title` (SwiftUI's older form).
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// Titles the navigation page; GTK has no large titles, so `displayMode` is accepted and ignored.
    public func navigationBarTitle(
        _ title: some StringProtocol, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        navigationTitle(title)
    }

    /// Titles the navigation page with the text of `title`; `displayMode` is accepted and ignored.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }

    /// Accepted for SwiftUI code; GTK has no large titles, so it changes nothing.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        self
    }
}
