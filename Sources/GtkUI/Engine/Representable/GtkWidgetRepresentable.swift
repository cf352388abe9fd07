/// Wraps an imperative GTK widget as a view: the GTK form of SwiftUI's `UIViewRepresentable`.
///
/// GtkUI calls `makeCoordinator()`, then `makeWidget(context:)`, then `updateWidget(_:context:)`;
/// `updateWidget` runs again whenever the representable's inputs or environment change, or a
/// binding or state it read changed. `dismantleWidget(_:coordinator:)` runs exactly once, when the
/// view is removed, after every connection made through the context has been disconnected.
///
/// ```swift
/// struct Spin: GtkWidgetRepresentable {
///     @Binding var value: Double
///
///     func makeCoordinator() -> Coordinator { Coordinator(value: $value) }
///
///     func makeWidget(context: Context) -> UnsafeMutablePointer<GtkSpinButton> {
///         let spin: UnsafeMutablePointer<GtkSpinButton> = gtk_spin_button_new_with_range(0, 100, 1)!.cast()
///         context.connect(spin, "value-changed") { [coordinator = context.coordinator] _ in
///             coordinator.value.wrappedValue = gtk_spin_button_get_value(spin)
///         }
///         return spin
///     }
///
///     func updateWidget(_ spin: UnsafeMutablePointer<GtkSpinButton>, context: Context) {
///         context.coordinator.value = $value   // keep the coordinator's view of the parent fresh
///         if gtk_spin_button_get_value(spin) != value {
///             context.withSignalsBlocked { gtk_spin_button_set_value(spin, value) }  // no echo
///         }
///     }
///
///     final class Coordinator {
///         var value: Binding<Double>
///         init(value: Binding<Double>) { self.value = value }
///     }
/// }
/// ```
@MainActor
public protocol GtkWidgetRepresentable: View where Body == Never {
    /// The widget's C pointer as Swift imports it, such as `UnsafeMutablePointer<GtkSpinButton>`.
    associatedtype WidgetType: WidgetPointerConvertible
    /// An object that outlives updates and turns the widget's signals into Swift calls.
    associatedtype Coordinator = Void
    /// What `makeWidget`, `updateWidget` and `sizeThatFits` receive.
    typealias Context = GtkWidgetRepresentableContext<Self>

    /// Creates the coordinator, once, before the widget.
    func makeCoordinator() -> Coordinator

    /// Creates the widget, once. A floating widget is sunk; GtkUI keeps one reference until the
    /// view is removed.
    func makeWidget(context: Context) -> WidgetType

    /// Brings the widget in line with this view's current inputs and environment.
    func updateWidget(_ widget: WidgetType, context: Context)

    /// Cleans up when the view is removed; runs exactly once, after the context's connections are
    /// disconnected. The default does nothing.
    static func dismantleWidget(_ widget: WidgetType, coordinator: Coordinator)

    /// The size the widget wants for `proposal`, or nil for GTK's own measurement.
    ///
    /// GtkUI asks once at mount time with ``ProposedViewSize/unspecified``; return a size then to
    /// take over the widget's sizing (GtkUI wraps it in a measuring container), or nil to leave
    /// GTK's natural size alone.
    func sizeThatFits(_ proposal: ProposedViewSize, widget: WidgetType, context: Context) -> ViewSize?

    /// What decides which widget `makeWidget` makes, when that can change while the view stays:
    /// for instance an environment value that picks a `GtkSwitch` or a `GtkCheckButton`.
    ///
    /// GtkUI asks before each update. When the answer differs from the one the widget was made
    /// with, it disconnects the context's connections, dismantles the widget, and makes a new
    /// coordinator and widget in the same place, keeping the view's state; a container's children
    /// move to the new widget. The default, nil, keeps one widget for the view's whole life.
    ///
    /// ```swift
    /// func widgetKind(in environment: EnvironmentValues) -> AnyHashable? { environment.isCompact }
    /// ```
    func widgetKind(in environment: EnvironmentValues) -> AnyHashable?
}

extension GtkWidgetRepresentable where Coordinator == Void {
    /// A representable without a coordinator.
    public func makeCoordinator() {}
}

extension GtkWidgetRepresentable {
    /// Representables are leaves of the body recursion.
    public var body: Never { fatalError("GtkUI: body of a representable was called") }

    /// Does nothing.
    public static func dismantleWidget(_ widget: WidgetType, coordinator: Coordinator) {}

    /// One widget for the view's whole life.
    public func widgetKind(in environment: EnvironmentValues) -> AnyHashable? { nil }

    /// GTK's own measurement.
    public func sizeThatFits(_ proposal: ProposedViewSize, widget: WidgetType, context: Context) -> ViewSize? {
        nil
    }
}
