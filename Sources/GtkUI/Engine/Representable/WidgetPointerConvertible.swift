/// A pointer to a GTK widget instance, whatever its C type: `UnsafeMutablePointer<GtkLabel>`,
/// `UnsafeMutablePointer<WebKitWebView>`, or an `OpaquePointer`.
public protocol WidgetPointerConvertible {
    /// The same instance as a `GtkWidget` pointer.
    var widgetPointer: UnsafeMutablePointer<GtkWidget> { get }
}

extension UnsafeMutablePointer: WidgetPointerConvertible {
    /// The same instance as a `GtkWidget` pointer.
    public var widgetPointer: UnsafeMutablePointer<GtkWidget> { cast() }
}

extension OpaquePointer: WidgetPointerConvertible {
    /// The same instance as a `GtkWidget` pointer.
    public var widgetPointer: UnsafeMutablePointer<GtkWidget> { UnsafeMutablePointer(self) }
}
