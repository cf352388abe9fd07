/// A built-in view shown through a lazy container (``LazyContainerNode``): `List`,
/// `LazyVStack`, `LazyHStack`.
@MainActor
protocol LazyContainerView: BuiltinView, View {
    associatedtype Content: View
    /// The rows, as written.
    var lazyContent: Content { get }
    /// How the container lays out and treats its rows.
    func lazyConfiguration(in environment: EnvironmentValues) -> LazyContainerConfiguration
}

extension LazyContainerView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        LazyContainerNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

/// How a lazy container lays out and treats its rows.
struct LazyContainerConfiguration {
    /// The axis rows follow.
    var axis: Axis = .vertical
    /// Pixels between rows.
    var spacing = 0
    /// How a row's view is placed across the axis (nil: filling) and along it.
    var rowAlignment: (horizontal: GtkAlign?, vertical: GtkAlign?) = (GTK_ALIGN_CENTER, GTK_ALIGN_CENTER)
    /// Whether the container brings its own scrolled window (a list) or sits in a `ScrollView`.
    var scrolls = false
    /// Whether rows are list rows: styled, selectable, editable, reachable by keyboard.
    var isList = false
    /// The length assumed for rows before any is measured.
    var estimatedRowLength = 24
    /// The list's selection, if it has one.
    var selection: ListSelection?
    /// The list's look.
    var listStyle: ListStyleKind = .automatic
    /// The grid the rows are cells of; nil for one row per line.
    var grid: LazyGridLayout?
    /// A problem with the inputs, warned about once per container.
    var warning: String?
}
