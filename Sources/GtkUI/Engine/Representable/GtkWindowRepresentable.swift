/// Wraps an imperative GTK window (a GtkWindow, GtkDialog, GtkFileChooserDialog, GtkAboutDialog,
/// or any third-party window) as a view: the GTK form of `UIViewControllerRepresentable`.
///
/// Present it with ``View/sheet(isPresented:onDismiss:content:)``: GtkUI then makes it modal
/// and transient for the hosting window, and closes it when `isPresented` becomes false.
/// Placed directly in a view tree, the window is shown while the view is mounted.
///
/// Call order is `makeCoordinator`, `makeWindow`, `updateWindow`; `updateWindow` runs again when
/// inputs or environment change; `dismantleWindow` runs exactly once, after the context's
/// connections are disconnected, and GtkUI then destroys the window.
@MainActor
public protocol GtkWindowRepresentable: View where Body == Never {
    /// The window's C pointer as Swift imports it, such as `UnsafeMutablePointer<GtkDialog>`.
    associatedtype WindowType: WidgetPointerConvertible
    /// An object that outlives updates and turns the window's signals into Swift calls.
    associatedtype Coordinator = Void
    /// What `makeWindow` and `updateWindow` receive.
    typealias Context = GtkWindowRepresentableContext<Self>

    /// Creates the coordinator, once, before the window.
    func makeCoordinator() -> Coordinator
    /// Creates the window, once. Do not show it: GtkUI presents it.
    func makeWindow(context: Context) -> WindowType
    /// Brings the window in line with this view's current inputs and environment.
    func updateWindow(_ window: WindowType, context: Context)
    /// Cleans up before GtkUI destroys the window; runs exactly once. The default does nothing.
    static func dismantleWindow(_ window: WindowType, coordinator: Coordinator)
}

extension GtkWindowRepresentable where Coordinator == Void {
    /// A window representable without a coordinator.
    public func makeCoordinator() {}
}

extension GtkWindowRepresentable {
    /// Window representables are leaves of the body recursion.
    public var body: Never { fatalError("GtkUI: body of a window representable was called") }

    /// Does nothing.
    public static func dismantleWindow(_ window: WindowType, coordinator: Coordinator) {}
}

/// What a window representable's `makeWindow` and `updateWindow` receive.
@MainActor
public struct GtkWindowRepresentableContext<Representable: GtkWindowRepresentable>: SignalConnectingContext {
    /// The coordinator made by `makeCoordinator()`.
    public let coordinator: Representable.Coordinator
    /// The environment the view is in.
    public let environment: EnvironmentValues
    /// The window of the host presenting this one, if any: the natural parent for dialogs.
    /// Borrowed: the host's window outlives the windows it presents.
    public let parentWindow: UnsafeMutablePointer<GtkWindow>?
    /// The connections made through this context.
    public let connections: SignalScope
}
