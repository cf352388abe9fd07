import Foundation

/// A type that names an alignment guide and gives its value in a view that sets none, for custom
/// ``HorizontalAlignment`` and ``VerticalAlignment`` guides.
///
/// ```swift
/// private struct MidAccountAndName: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
/// }
/// extension VerticalAlignment {
///     static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)
/// }
/// ```
public protocol AlignmentID {
    /// The guide's value, in the view's own coordinates, when the view sets none with
    /// `.alignmentGuide(_:computeValue:)`.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// One alignment guide, horizontal or vertical: equal when made from the same ``AlignmentID``.
struct AlignmentKey: Hashable, @unchecked Sendable {
    // A metatype, immutable; @unchecked only because Swift 6.0 does not see metatypes as Sendable.
    let id: any AlignmentID.Type

    init(_ id: any AlignmentID.Type) {
        self.id = id
    }

    static func == (left: AlignmentKey, right: AlignmentKey) -> Bool {
        ObjectIdentifier(left.id) == ObjectIdentifier(right.id)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
    }

    func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        id.defaultValue(in: dimensions)
    }
}

enum LeadingAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum HorizontalCenterAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}

enum TrailingAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}

enum TopAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum VerticalCenterAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

enum BottomAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

/// GTK's baseline of the view's first line, or its bottom when it has none.
enum FirstTextBaselineAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.baseline ?? context.height }
}

/// GTK has one baseline per widget (its first line's), so this is the same as the first.
enum LastTextBaselineAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.baseline ?? context.height }
}
