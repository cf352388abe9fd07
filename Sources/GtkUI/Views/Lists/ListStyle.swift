/// The look of a ``List``, set with ``View/listStyle(_:)``.
@MainActor
public protocol ListStyle {
    /// The GTK look this style stands for.
    var kind: ListStyleKind { get }
}

/// The looks a list can have on GTK.
public enum ListStyleKind: CaseIterable, Sendable {
    /// The platform's default: plain.
    case automatic
    /// Rows edge to edge on the view background.
    case plain
    /// Rows in a framed box with a margin around it, like GNOME's boxed lists.
    case inset
    /// GNOME's sidebar look, for a navigation sidebar.
    case sidebar

    /// The look `automatic` stands for.
    var resolved: ListStyleKind { self == .automatic ? .plain : self }

    /// The style class that gives the scrolled window this look.
    var styleClass: String {
        switch self {
        case .automatic, .plain: return "gtkui-list-plain"
        case .inset: return "gtkui-list-inset"
        case .sidebar: return "sidebar"
        }
    }
}

/// The default list style.
public struct DefaultListStyle: ListStyle {
    /// The default style.
    nonisolated public init() {}
    /// The GTK look this style stands for.
    public var kind: ListStyleKind { .automatic }
}

/// Rows edge to edge.
public struct PlainListStyle: ListStyle {
    /// The plain style.
    nonisolated public init() {}
    /// The GTK look this style stands for.
    public var kind: ListStyleKind { .plain }
}

/// Rows in a framed box with a margin.
public struct InsetListStyle: ListStyle {
    /// The inset style.
    nonisolated public init() {}
    /// The GTK look this style stands for.
    public var kind: ListStyleKind { .inset }
}

/// A navigation sidebar.
public struct SidebarListStyle: ListStyle {
    /// The sidebar style.
    nonisolated public init() {}
    /// The GTK look this style stands for.
    public var kind: ListStyleKind { .sidebar }
}

/// SwiftUI's grouped style; GTK has no grouped table, so it is shown inset.
public struct GroupedListStyle: ListStyle {
    /// The grouped style.
    nonisolated public init() {}
    /// The GTK look this style stands for.
    public var kind: ListStyleKind { .inset }
}

/// SwiftUI's inset grouped style, shown inset.
public struct InsetGroupedListStyle: ListStyle {
    /// The inset grouped style.
    nonisolated public init() {}
    /// The GTK look this style stands for.
    public var kind: ListStyleKind { .inset }
}

extension ListStyle where Self == DefaultListStyle {
    /// The default style.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows in a framed box with a margin.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A navigation sidebar.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// SwiftUI's grouped style, shown inset.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// SwiftUI's inset grouped style, shown inset.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

private struct ListStyleKey: EnvironmentKey {
    static let defaultValue = ListStyleKind.automatic
}

extension EnvironmentValues {
    /// The look of lists here.
    var listStyle: ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the look of the lists in this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let kind = style.kind
        return environment(\.listStyle, kind)
    }
}
