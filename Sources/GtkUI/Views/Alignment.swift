/// A direction in which views are laid out.
public enum Axis: Sendable {
    /// Left to right (right to left in RTL locales): `HStack`.
    case horizontal
    /// Top to bottom: `VStack`.
    case vertical
}

/// Where a `VStack` places its children across its width.
public enum HorizontalAlignment: Sendable {
    /// At the leading edge (left, or right in RTL locales).
    case leading
    /// Centred.
    case center
    /// At the trailing edge.
    case trailing

    var gtkAlign: GtkAlign {
        switch self {
        case .leading: return GTK_ALIGN_START
        case .center: return GTK_ALIGN_CENTER
        case .trailing: return GTK_ALIGN_END
        }
    }
}

/// Where an `HStack` places its children across its height.
public enum VerticalAlignment: Sendable {
    /// At the top.
    case top
    /// Centred.
    case center
    /// At the bottom.
    case bottom

    var gtkAlign: GtkAlign {
        switch self {
        case .top: return GTK_ALIGN_START
        case .center: return GTK_ALIGN_CENTER
        case .bottom: return GTK_ALIGN_END
        }
    }
}
