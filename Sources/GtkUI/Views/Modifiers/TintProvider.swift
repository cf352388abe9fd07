/// A tint wrapper's unique widget name and its screen-wide CSS provider (``TintBox``).
@MainActor
final class TintProvider {
    private static var count = 0
    /// A widget name no other tint wrapper has.
    let name: String
    /// Added to the screen while it holds rules.
    private var provider: GObjectReference<GtkCssProvider>?
    private var css = ""

    init() {
        Self.count += 1
        name = "gtkui-tint-\(Self.count)"
    }

    /// Replaces the rules; no rules take the provider off the screen.
    func setCSS(_ css: String) {
        guard css != self.css, let screen = gdk_screen_get_default() else { return }
        self.css = css
        if css.isEmpty {
            if let provider { gtk_style_context_remove_provider_for_screen(screen, OpaquePointer(provider.pointer)) }
            provider = nil
            return
        }
        if provider == nil {
            let created = GObjectReference<GtkCssProvider>(adopting: gtk_css_provider_new())
            gtk_style_context_add_provider_for_screen(
                screen, OpaquePointer(created.pointer), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
            provider = created
        }
        if let provider { CSSProvider.load(css, into: provider.pointer) }
    }
}
