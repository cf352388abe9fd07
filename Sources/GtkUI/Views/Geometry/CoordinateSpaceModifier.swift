import CGtkShim

/// A view that names its coordinate space for the readers inside it. Behind
/// ``View/coordinateSpace(name:)``.
struct NamedCoordinateSpaceView<Content: View>: View {
    let content: Content
    let name: AnyHashable
    /// Kept for the view's life, so renaming keeps the widget the readers measure against.
    @State private var marker = CoordinateSpaceMarker()

    var body: some View {
        CoordinateSpaceBox(content: content, name: name, marker: marker)
    }
}

/// The box of a named coordinate space: an unconstrained frame around the content, whose origin
/// is the space's origin, and which gives the content the name.
struct CoordinateSpaceBox<Content: View>: ContentFlexibleBox {
    let content: Content
    let name: AnyHashable
    let marker: CoordinateSpaceMarker

    /// The marker, so that dismantling can clear it.
    func makeCoordinator() -> CoordinateSpaceMarker { marker }

    func makeWidget(context: Context) -> WidgetPointer {
        let frame = ChildAlignment.makeFrame()
        marker.widget = frame
        return frame
    }

    func updateWidget(_ frame: WidgetPointer, context: Context) {}

    /// The marker may outlive the widget in an environment; it must not point at a widget that is gone.
    static func dismantleWidget(_ widget: WidgetPointer, coordinator: CoordinateSpaceMarker) {
        coordinator.widget = nil
    }

    /// Adds the name, replacing the same name given further out.
    func updateContentEnvironment(_ environment: inout EnvironmentValues) {
        environment.namedCoordinateSpaces.markers[name] = marker
    }
}

extension View {
    /// Names this view's coordinate space, so that a ``GeometryReader`` inside it can measure in
    /// it with `proxy.frame(in: .named(name))`. The space's origin is this view's top leading
    /// corner; an inner view with the same name hides this one.
    ///
    /// ```swift
    /// ScrollView {
    ///     GeometryReader { proxy in
    ///         Text("Scrolled \(Int(-proxy.frame(in: .named("scroll")).minY))")
    ///     }
    /// }
    /// .coordinateSpace(name: "scroll")
    /// ```
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        NamedCoordinateSpaceView(content: self, name: AnyHashable(name))
    }

    /// Names this view's coordinate space: `.coordinateSpace(.named("scroll"))`.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        NamedCoordinateSpaceView(content: self, name: name.name)
    }
}
