/// A piece of user interface, described as a value: the GtkUI counterpart of SwiftUI's `View`.
///
/// Write `body` in terms of other views. Built-in views (`Text`, `Button`, stacks) and your own
/// ``GtkWidgetRepresentable`` types end the recursion by producing real GTK widgets.
/// Views are evaluated on the GTK thread, which is the main actor. As in SwiftUI, the protocol is
/// `@MainActor @preconcurrency`, so code written in Swift 5 language mode conforms as it did there.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View

    /// The content of this view. GtkUI evaluates it again only when something it read changed.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// Views that end the recursion have a body of type `Never`; it is never called.
    public var body: Never { fatalError("GtkUI: body of a primitive view was called") }
}

/// Views that GtkUI mounts itself rather than through a `body`.
@MainActor
protocol BuiltinView {
    /// Creates the node that mounts this view.
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode
}

extension BuiltinView {
    /// Built-in views end the body recursion.
    public var body: Never { fatalError("GtkUI: body of a built-in view was called") }
}
