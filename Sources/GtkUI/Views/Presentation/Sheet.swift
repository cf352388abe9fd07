/// Presents content in a modal window while a binding is true: the GTK form of SwiftUI's
/// `.sheet(isPresented:)`.
struct Sheet<Content: View, SheetContent: View>: View {
    let content: Content
    @Binding var isPresented: Bool
    let onDismiss: (@MainActor () -> Void)?
    let sheetContent: () -> SheetContent
    /// Whether the window takes the size and place of the window that presents it, as
    /// `.fullScreenCover` asks.
    var fillsWindow = false

    /// The content, plus the window while presented.
    public var body: some View {
        content
        if isPresented {
            sheetWindow
                .environment(
                    \.windowPresentation,
                    WindowPresentation(
                        isModal: true, onUserClose: { [$isPresented] in $isPresented.wrappedValue = false },
                        onDismiss: onDismiss))
        }
    }

    /// A window representable as is; any other view inside a hosted window.
    private var sheetWindow: AnyView {
        let built = sheetContent()
        if built is any GtkWindowRepresentable { return AnyView(built) }
        return AnyView(HostedWindow(content: built, fillsWindow: fillsWindow))
    }
}

extension View {
    /// Presents `content` in a modal window, transient for this view's window, while
    /// `isPresented` is true.
    ///
    /// `content` may be any view, shown in a window of its own, or a ``GtkWindowRepresentable``
    /// (a file chooser, an about dialog), presented as it is. Closing the window by the close
    /// button, Escape or a dialog response sets `isPresented` to false; setting it to false
    /// closes the window. `onDismiss` runs once each time the window goes away.
    public func sheet<SheetContent: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping () -> SheetContent
    ) -> some View {
        Sheet(content: self, isPresented: isPresented, onDismiss: onDismiss, sheetContent: content)
    }
}

/// A GtkWindow with a header bar whose content is a declarative view tree, for sheets of ordinary views.
struct HostedWindow<Content: View>: GtkWindowRepresentable {
    let content: Content
    /// Cover the presenting window: its size and place, once, when first shown.
    var fillsWindow = false

    func makeCoordinator() -> HostingWidgetBox<Content> { HostingWidgetBox() }

    func makeWindow(context: Context) -> UnsafeMutablePointer<GtkWindow> {
        let window: UnsafeMutablePointer<GtkWindow> = gtk_window_new(GTK_WINDOW_TOPLEVEL)!.cast()
        var environment = context.environment
        // Closing from inside goes through the presentation, as the close button does, so the
        // presenting binding becomes false; the window that presents the sheet stays open.
        let closeSheet = context.environment.windowPresentation.onUserClose ?? {}
        environment.dismiss = DismissAction(dismiss: closeSheet)
        environment.dismissWindow = DismissWindowAction(
            dismissCurrent: closeSheet, dismissGroup: context.environment.dismissWindow.dismissGroup)
        environment.isPresented = true
        environment.windowPresentation = WindowPresentation()
        // A header bar of its own: the sheet's `.cancellationAction` and `.confirmationAction`
        // items go at its start and end, and its close button shows while it has no Cancel.
        let bar = HeaderBarController(window: window, isSheet: true)
        context.coordinator.headerBar = bar
        environment.toolbarHeaderBar = bar
        let host = HostingWidget(rootView: content, environment: environment)
        context.coordinator.host = host
        gtk_container_add(window.cast(), host.widget)
        gtk_widget_show_all(host.widget)
        if fillsWindow {
            let coordinator = context.coordinator
            context.connect(window, "show") { _ in
                guard !coordinator.hasFilledParent else { return }
                coordinator.hasFilledParent = true
                Self.fillParent(of: window)
            }
        }
        return window
    }

    func updateWindow(_ window: UnsafeMutablePointer<GtkWindow>, context: Context) {
        context.coordinator.host?.rootView = content
    }

    /// Gives a full-screen cover its parent's size and place as it is shown, once: the
    /// presentation has made it transient for its parent by then, and later the user's size
    /// stays.
    private static func fillParent(of window: UnsafeMutablePointer<GtkWindow>) {
        guard let parent = gtk_window_get_transient_for(window) else { return }
        var x: gint = 0
        var y: gint = 0
        var width: gint = 0
        var height: gint = 0
        gtk_window_get_position(parent, &x, &y)
        gtk_window_get_size(parent, &width, &height)
        gtk_window_set_default_size(window, width, height)
        gtk_window_move(window, x, y)
    }

    static func dismantleWindow(_ window: UnsafeMutablePointer<GtkWindow>, coordinator: HostingWidgetBox<Content>) {
        coordinator.host = nil
        coordinator.headerBar = nil
    }
}

/// Keeps the hosting widget of a ``HostedWindow`` for as long as the window is mounted.
@MainActor
final class HostingWidgetBox<Content: View> {
    var host: HostingWidget<Content>?
    /// The sheet's header bar, which its toolbar items report to.
    var headerBar: HeaderBarController?
    /// Whether a full-screen cover took its parent's size and place already.
    var hasFilledParent = false
}
