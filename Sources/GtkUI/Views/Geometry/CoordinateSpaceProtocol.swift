/// A coordinate space that can be written as `.local`, `.global` or `.named(_:)` wherever SwiftUI
/// takes `some CoordinateSpaceProtocol`, as ``GeometryProxy``'s `frame(in:)` does.
public protocol CoordinateSpaceProtocol {
    /// The space as a ``CoordinateSpace`` value.
    var coordinateSpace: CoordinateSpace { get }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The nearest enclosing view given `name` with ``View/coordinateSpace(_:)``.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view that measures.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The window's content area.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}
