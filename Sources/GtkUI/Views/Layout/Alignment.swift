/// A direction in which views are laid out.
public enum Axis: Sendable {
    /// Left to right (right to left in RTL locales): `HStack`.
    case horizontal
    /// Top to bottom: `VStack`.
    case vertical

    /// A set of axes, such as the directions a ``ScrollView`` scrolls in.
    public struct Set: OptionSet, Sendable {
        /// The bit mask.
        public let rawValue: Int8
        /// A set from its bit mask.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
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

extension HorizontalAlignment {
    /// Where the content goes across a frame's free width: 0 leading, 0.5 centre, 1 trailing.
    var fraction: Float {
        switch self {
        case .leading: return 0
        case .center: return 0.5
        case .trailing: return 1
        }
    }
}

extension VerticalAlignment {
    /// Where the content goes across a frame's free height: 0 top, 0.5 centre, 1 bottom.
    var fraction: Float {
        switch self {
        case .top: return 0
        case .center: return 0.5
        case .bottom: return 1
        }
    }
}

/// How a view is placed in a frame larger than itself, along both axes: the alignment of
/// ``View/frame(width:height:alignment:)``.
public struct Alignment: Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// An alignment from its two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// At the leading edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// At the trailing edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// At the top, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// At the bottom, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// In the top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// In the top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// In the bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// In the bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
