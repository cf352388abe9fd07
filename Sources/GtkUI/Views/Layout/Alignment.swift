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

/// Where a `VStack` places its children across its width: a guide each child has, by which the
/// children line up. Custom guides come from an ``AlignmentID``.
public struct HorizontalAlignment: Equatable, Sendable {
    let key: AlignmentKey

    /// An alignment whose default value in a view comes from `id`.
    nonisolated public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id)
    }

    /// At the leading edge (left, or right in RTL locales).
    public static let leading = HorizontalAlignment(LeadingAlignment.self)
    /// Centred.
    public static let center = HorizontalAlignment(HorizontalCenterAlignment.self)
    /// At the trailing edge.
    public static let trailing = HorizontalAlignment(TrailingAlignment.self)

    /// GTK's alignment for this guide; a custom guide centres, as GTK has no way to express it.
    var gtkAlign: GtkAlign {
        switch key {
        case Self.leading.key: return GTK_ALIGN_START
        case Self.trailing.key: return GTK_ALIGN_END
        default: return GTK_ALIGN_CENTER
        }
    }
}

/// Where an `HStack` places its children across its height: a guide each child has, by which the
/// children line up. Custom guides come from an ``AlignmentID``.
public struct VerticalAlignment: Equatable, Sendable {
    let key: AlignmentKey

    /// An alignment whose default value in a view comes from `id`.
    nonisolated public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id)
    }

    /// At the top.
    public static let top = VerticalAlignment(TopAlignment.self)
    /// Centred.
    public static let center = VerticalAlignment(VerticalCenterAlignment.self)
    /// At the bottom.
    public static let bottom = VerticalAlignment(BottomAlignment.self)
    /// At the baseline of the first line of text (GTK's baseline), or the bottom of a view
    /// without text.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineAlignment.self)
    /// At the baseline of the last line of text. GTK reports one baseline per widget, that of
    /// its first line, so a multi-line text aligns by its first line here.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineAlignment.self)

    /// GTK's alignment for this guide; a custom guide centres, as GTK has no way to express it.
    var gtkAlign: GtkAlign {
        switch key {
        case Self.top.key: return GTK_ALIGN_START
        case Self.bottom.key: return GTK_ALIGN_END
        case Self.firstTextBaseline.key, Self.lastTextBaseline.key: return GTK_ALIGN_BASELINE
        default: return GTK_ALIGN_CENTER
        }
    }
}

extension HorizontalAlignment {
    /// Where the content goes across a frame's free width: 0 leading, 0.5 centre, 1 trailing.
    var fraction: Float {
        switch key {
        case Self.leading.key: return 0
        case Self.trailing.key: return 1
        default: return 0.5
        }
    }
}

extension VerticalAlignment {
    /// Where the content goes across a frame's free height: 0 top, 0.5 centre, 1 bottom.
    var fraction: Float {
        switch key {
        case Self.top.key: return 0
        case Self.bottom.key: return 1
        default: return 0.5
        }
    }
}

/// How a view is placed in a frame larger than itself, along both axes: the alignment of
/// ``View/frame(width:height:alignment:)``.
public struct Alignment: Equatable, Sendable {
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
    /// At the leading edge, on the first line's baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Centred horizontally, on the first line's baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// At the trailing edge, on the first line's baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// At the leading edge, on the last line's baseline (GTK's one baseline: the first line's).
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Centred horizontally, on the last line's baseline (GTK's one baseline: the first line's).
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// At the trailing edge, on the last line's baseline (GTK's one baseline: the first line's).
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
