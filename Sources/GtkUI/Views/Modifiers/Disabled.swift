private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether views here respond to the user; false inside ``View/disabled(_:)``. GTK greys out
    /// the widgets there by itself; read this in views that should look different too.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

/// Disables its content: a box that GTK makes insensitive, which greys out and ignores input for
/// every widget inside it, the user's representables included.
struct Disabled<Content: View>: View {
    let content: Content
    let isDisabled: Bool
}

extension Disabled: PrimitiveContainerView {
    var representable: DisabledBox<Content> { DisabledBox(content: content, isDisabled: isDisabled) }
}

/// The container behind ``Disabled``.
struct DisabledBox<Content: View>: GtkContainerRepresentable {
    let content: Content
    let isDisabled: Bool

    /// Creates an unconstrained frame box.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
        ChildAlignment.makeFrame()
    }

    /// Makes the box insensitive while disabled.
    func updateWidget(_ frame: UnsafeMutablePointer<GtkWidget>, context: Context) {
        let sensitive: gboolean = isDisabled ? 0 : 1
        if gtk_widget_get_sensitive(frame) != sensitive { gtk_widget_set_sensitive(frame, sensitive) }
    }

    /// Adds the content; the box is as flexible as its content.
    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to frame: UnsafeMutablePointer<GtkWidget>,
        context: Context
    ) {
        gtk_container_add(frame.cast(), child)
        if !placement.isAtEnd { gtk_box_reorder_child(frame.cast(), child, Int32(placement.index)) }
        ChildAlignment.flexibilityChanged(frame)
    }

    /// Removes the content.
    func removeChild(_ child: WidgetPointer, from frame: UnsafeMutablePointer<GtkWidget>, context: Context) {
        gtk_container_remove(frame.cast(), child)
        ChildAlignment.flexibilityChanged(frame)
    }

    /// Sets ``EnvironmentValues/isEnabled`` to false inside when disabled; an enclosing
    /// `.disabled(true)` thus wins over an inner `.disabled(false)`.
    func updateContentEnvironment(_ environment: inout EnvironmentValues) {
        if isDisabled { environment.isEnabled = false }
    }
}

extension View {
    /// Disables this view and everything inside it when `disabled` is true. An enclosing
    /// `.disabled(true)` wins over an inner `.disabled(false)`, as in SwiftUI.
    public func disabled(_ disabled: Bool) -> some View {
        Disabled(content: self, isDisabled: disabled)
    }
}
