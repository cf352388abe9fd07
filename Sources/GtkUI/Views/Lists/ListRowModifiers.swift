/// What a row's view asks of its list row: margins, separator, background. Kept as container
/// values, which the list reads from the row's widgets.
private struct ListRowInsetsKey: ContainerValueKey {
    static var defaultValue: EdgeInsets? { nil }
}

private struct ListRowSeparatorKey: ContainerValueKey {
    static var defaultValue: Visibility { .automatic }
}

private struct ListRowBackgroundKey: ContainerValueKey {
    static var defaultValue: Color? { nil }
}

extension ContainerValues {
    /// The margins a row's view asked for with ``View/listRowInsets(_:)``.
    var listRowInsets: EdgeInsets? {
        get { self[ListRowInsetsKey.self] }
        set { self[ListRowInsetsKey.self] = newValue }
    }

    /// Whether a row's view asked to hide its separator.
    var listRowSeparator: Visibility {
        get { self[ListRowSeparatorKey.self] }
        set { self[ListRowSeparatorKey.self] = newValue }
    }

    /// The background a row's view asked for.
    var listRowBackground: Color? {
        get { self[ListRowBackgroundKey.self] }
        set { self[ListRowBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Sets the margins of this view's list row (nil: the list's own, 6 by 12 pixels).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        containerValue(\.listRowInsets, insets)
    }

    /// Shows or hides the separator below this view's list row. `edges` is accepted; a row has one
    /// separator, below it.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        containerValue(\.listRowSeparator, visibility)
    }

    /// Gives this view's list row a background. GTK paints a row's background with a colour, so
    /// a `Color` is used and any other view is ignored with one warning.
    public func listRowBackground<Background: View>(_ view: Background?) -> some View {
        let color = view.flatMap { $0 as? Color }
        if view != nil, color == nil, ListRowWarnings.warned.insert("\(Background.self)").inserted {
            Diagnostics.warn("GtkUI: listRowBackground takes a Color; \(Background.self) is ignored")
        }
        return containerValue(\.listRowBackground, color)
    }

    /// Accepted for SwiftUI code: GtkUI's section headers have no separators.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self {
        self
    }
}

/// The vertical edges of a view.
public enum VerticalEdge: Int8, CaseIterable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable {
        /// The edges as bits.
        public let rawValue: Int8
        /// A set from its raw value.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

/// The view types already warned about, so each is warned about once.
@MainActor
private enum ListRowWarnings {
    static var warned: Set<String> = []
}
