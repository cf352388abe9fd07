/// Something that hosts a declarative view tree inside GTK: a ``HostingWidget`` or a
/// ``HostingWindow``.
///
/// Views reach their host through ``ContainerView`` or `@Environment(\.hosting)`, for GTK APIs
/// that need the widget or a parent window (dialogs, popups, third-party SDKs).
@MainActor
public protocol Hosting: AnyObject {
    /// The GTK widget holding the view tree.
    var widget: UnsafeMutablePointer<GtkWidget> { get }
    /// The toplevel window the host is in, once attached to one; nil before.
    var window: UnsafeMutablePointer<GtkWindow>? { get }
}

extension Hosting {
    /// The toplevel GtkWindow that contains `widget`, if it is in one.
    static func toplevelWindow(of widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWindow>? {
        guard let toplevel = gtk_widget_get_toplevel(widget), gtk_widget_is_toplevel(toplevel) != 0,
            toplevel.isInstance(of: gtk_window_get_type())
        else { return nil }
        return toplevel.cast()
    }
}

/// Holds the host for the environment without keeping it alive: the host owns its views.
@MainActor
final class HostReference {
    weak var host: (any Hosting)?
}

private struct HostingKey: EnvironmentKey {
    static let defaultValue: HostReference? = nil
}

extension EnvironmentValues {
    /// The host of the view tree: its widget, and its window once attached.
    @MainActor
    public var hosting: (any Hosting)? {
        self[HostingKey.self]?.host
    }

    var hostReference: HostReference? {
        get { self[HostingKey.self] }
        set { self[HostingKey.self] = newValue }
    }
}
