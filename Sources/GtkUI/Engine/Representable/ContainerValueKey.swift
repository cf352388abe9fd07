/// A key for a value that a view gives the container it is placed in: a grid cell, a notebook
/// tab label, an overlay alignment, a picker tag. The counterpart of ``EnvironmentKey``, flowing
/// up to the nearest enclosing ``GtkContainerRepresentable`` instead of down.
///
/// ```swift
/// private struct CellKey: ContainerValueKey { static let defaultValue = (column: 0, row: 0) }
/// extension ContainerValues {
///     var cell: (column: Int, row: Int) {
///         get { self[CellKey.self] }
///         set { self[CellKey.self] = newValue }
///     }
/// }
/// Text("B2").containerValue(\.cell, (1, 1))
/// ```
public protocol ContainerValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value a child has when no view set one.
    static var defaultValue: Value { get }
}
