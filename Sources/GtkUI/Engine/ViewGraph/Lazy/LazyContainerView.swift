/// A built-in view shown through a lazy container (``LazyContainerNode``): `List`,
/// `LazyVStack`, `LazyHStack`, the lazy grids, a table's rows.
///
/// The container knows rows, not what they are for: a view family adds its own treatment of the
/// rows from above (a list's style, selection, keyboard and editing) as a ``LazyRowsBehavior``,
/// and says what its rows' views read in their environment.
@MainActor
protocol LazyContainerView: BuiltinView, View {
    associatedtype Content: View
    /// What the view's family adds to the rows; ``NoRowsBehavior`` for none.
    associatedtype RowsBehavior: LazyRowsBehavior = NoRowsBehavior
    /// The rows, as written.
    var lazyContent: Content { get }
    /// How the container lays out its rows.
    func lazyConfiguration(in environment: EnvironmentValues) -> LazyContainerConfiguration
    /// Makes the family's treatment of the rows of `container`, once, when it is made; nil for none.
    func makeRowsBehavior(for container: LazyContainerNode<Self>) -> RowsBehavior?
    /// Gives the behaviour what this view asks of it, when the container is made and on each update.
    func configureRowsBehavior(_ behavior: RowsBehavior, in environment: EnvironmentValues)
    /// Writes what the rows' views read of their container into their environment (a list says
    /// its rows are list rows). Views/Lists gives the default: rows of a lazy stack or grid are
    /// no list rows, even inside a list's row.
    func writeRowEnvironment(_ environment: inout EnvironmentValues)
}

extension LazyContainerView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        LazyContainerNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

extension LazyContainerView where RowsBehavior == NoRowsBehavior {
    func makeRowsBehavior(for container: LazyContainerNode<Self>) -> NoRowsBehavior? { nil }

    func configureRowsBehavior(_ behavior: NoRowsBehavior, in environment: EnvironmentValues) {}
}
