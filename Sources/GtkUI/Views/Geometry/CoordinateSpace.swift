import Foundation

/// A space that ``GeometryProxy``'s `frame(in:)` measures in, as SwiftUI's `CoordinateSpace`.
///
/// `.global` is the window's content area: its origin is the top leading corner of the window's
/// content, below a GTK header bar. `.local` is the reader itself, and `.named(_:)` is the view that
/// ``View/coordinateSpace(name:)`` named, among the reader's ancestors.
public enum CoordinateSpace: Hashable {
    /// The window's content area.
    case global
    /// The view that measures.
    case local
    /// The nearest enclosing view given this name with ``View/coordinateSpace(name:)``.
    case named(AnyHashable)

    /// Whether this is `.global`.
    public var isGlobal: Bool { self == .global }
    /// Whether this is `.local`.
    public var isLocal: Bool { self == .local }
}
