/// A GTK window whose content is a declarative view tree: the GTK form of
/// `UIHostingController`.
///
/// ```swift
/// // In a GtkApplication's "activate" handler:
/// let window = HostingWindow(rootView: ContentView(), application: app)
/// window.title = "Notes"
/// window.present()
/// ```
/// Like a `GtkWindow`, a presented window stays alive until it is closed, even if the code
/// that made it keeps no reference. Closing it (``close()``, the close button, or
/// `gtk_widget_destroy`, or `@Environment(\.dismiss)` in its content) dismantles its view tree.
/// A closed window cannot be presented again.
@MainActor
public final class HostingWindow<Content: View>: Hosting {
    private let windowReference: GObjectReference<GtkWidget>
    private let host: HostingWidget<Content>
    private var keepAlive: HostingWindow<Content>?
    private var destroyConnection: SignalConnection?
    /// The window's header bar, where `.toolbar` items go; nil for a plain title bar.
    private(set) var headerBar: HeaderBarController?
    /// Whether the window has been closed.
    public private(set) var isClosed = false
    /// Runs once when the window closes, however it was closed.
    public var onClose: (@MainActor () -> Void)?

    /// The view tree shown. Setting it updates the widgets in place and keeps `@State`.
    public var rootView: Content {
        get { host.rootView }
        set { host.rootView = newValue }
    }

    /// The window, as a widget.
    public var widget: UnsafeMutablePointer<GtkWidget> { windowReference.pointer }

    /// The window; nil once closed.
    public var window: UnsafeMutablePointer<GtkWindow>? { isClosed ? nil : windowReference.pointer.cast() }

    /// The window's own title, shown in its title bar while no `.navigationTitle` in its
    /// content sets another.
    public var title: String {
        get { ownTitle }
        set {
            ownTitle = newValue
            NavigationWindowTitle.setOwnTitle(newValue, on: windowReference.pointer.cast())
        }
    }
    private var ownTitle = ""

    /// Creates a window showing `rootView`, belonging to `application` if given (a
    /// GtkApplication keeps running while it has windows).
    public convenience init(rootView: Content, application: UnsafeMutablePointer<GtkApplication>? = nil) {
        self.init(rootView: rootView, application: application, environment: EnvironmentValues())
    }

    init(
        rootView: Content, application: UnsafeMutablePointer<GtkApplication>?, environment: EnvironmentValues,
        graph: ViewGraph = ViewGraph(), titleBar: WindowTitleBarKind = .plain,
        menuBar: UnsafeMutablePointer<GMenuModel>? = nil
    ) {
        GtkThread.check()
        MainQueueSource.installIfNeeded()
        // GTK keeps toplevels alive itself; our reference keeps the pointer valid after destroy.
        windowReference = GObjectReference(retaining: gtk_window_new(GTK_WINDOW_TOPLEVEL)!)
        // `dismiss()` in the content closes this window, which exists only after its content.
        let dismissTarget = DismissTarget()
        var environment = environment
        environment.dismiss = DismissAction { dismissTarget.close?() }
        if titleBar != .plain {
            let bar = HeaderBarController(
                window: windowReference.pointer.cast(), hidesTitle: titleBar == .headerBarWithoutTitle)
            headerBar = bar
            environment.toolbarHeaderBar = bar
        }
        host = HostingWidget(
            rootView: rootView, environment: environment, graph: graph,
            intendedWindow: windowReference.pointer.cast())
        if let menuBar {
            // An app's commands, above the content, in a window without a header bar.
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_box_pack_start(box.cast(), gtk_menu_bar_new_from_model(menuBar), 0, 0, 0)
            gtk_box_pack_start(box.cast(), host.widget, 1, 1, 0)
            gtk_container_add(windowReference.pointer.cast(), box)
        } else {
            gtk_container_add(windowReference.pointer.cast(), host.widget)
        }
        if let application { gtk_window_set_application(windowReference.pointer.cast(), application) }
        destroyConnection = Signals.connect(windowReference.pointer, "destroy") { [weak self] _ in
            self?.windowDidClose()
        }
        dismissTarget.close = { [weak self] in self?.close() }
    }

    /// Sets the size the window opens with, in pixels.
    public func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(
            windowReference.pointer.cast(), Int32(clamping: max(-1, width)), Int32(clamping: max(-1, height)))
    }

    /// The size a scene's window opens with when its content is flexible along an axis and the
    /// scene gives no `defaultSize`: GTK's natural size of a `List`, a `ScrollView` or a `Color`
    /// is a few pixels, where a Mac opens such a window at a usable size.
    static var flexibleContentSize: (width: Int, height: Int) { (800, 600) }

    /// Opens the window at its content's natural size, except along an axis where the content
    /// expands (a list, a scroll view, a spacer): there it opens at least as large as
    /// ``flexibleContentSize``. Never larger than the monitor's work area.
    func openAtFlexibleContentSize() {
        let window = windowReference.pointer.cast() as UnsafeMutablePointer<GtkWidget>
        guard let child = gtk_bin_get_child(window.cast()) else { return }
        var natural = GtkRequisition()
        gtk_widget_get_preferred_size(window, nil, &natural)
        var width = Int(natural.width)
        var height = Int(natural.height)
        if gtk_widget_compute_expand(child, GTK_ORIENTATION_HORIZONTAL) != 0 {
            width = max(width, Self.flexibleContentSize.width)
        }
        if gtk_widget_compute_expand(child, GTK_ORIENTATION_VERTICAL) != 0 {
            height = max(height, Self.flexibleContentSize.height)
        }
        if let display = gdk_display_get_default(),
            let monitor = gdk_display_get_primary_monitor(display) ?? gdk_display_get_monitor(display, 0)
        {
            var area = GdkRectangle()
            gdk_monitor_get_workarea(monitor, &area)
            if area.width > 0 { width = min(width, Int(area.width)) }
            if area.height > 0 { height = min(height, Int(area.height)) }
        }
        gtk_window_set_default_size(window.cast(), Int32(clamping: width), Int32(clamping: height))
    }

    /// Applies a scene's ``WindowResizability``: `.contentSize` fixes the window to its content.
    func setResizability(_ resizability: WindowResizability) {
        gtk_window_set_resizable(windowReference.pointer.cast(), resizability == .contentSize ? 0 : 1)
    }

    /// Shows the window and brings it to the front.
    public func present() {
        guard !isClosed else {
            Diagnostics.warn("GtkUI: a closed HostingWindow cannot be presented again; create a new one")
            return
        }
        keepAlive = self
        gtk_widget_show_all(windowReference.pointer)
        gtk_window_present(windowReference.pointer.cast())
    }

    /// Closes the window and dismantles its view tree.
    public func close() {
        guard !isClosed else { return }
        gtk_widget_destroy(windowReference.pointer)
    }

    /// Runs any pending update of the view tree now.
    public func flushUpdates() {
        host.flushUpdates()
    }

    private func windowDidClose() {
        guard !isClosed else { return }
        isClosed = true
        destroyConnection?.disconnect()
        onClose?()
        keepAlive = nil
    }

    isolated deinit {
        close()
    }
}

/// What `dismiss()` closes in a window's content, set once the window exists.
@MainActor
private final class DismissTarget {
    var close: (@MainActor () -> Void)?
}
