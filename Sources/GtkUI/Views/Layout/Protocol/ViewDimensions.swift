import Foundation

/// A view's size and its alignment guides, as a ``Layout`` sees a subview and as
/// `.alignmentGuide(_:computeValue:)` sees the view it changes.
public struct ViewDimensions: Equatable {
    /// The view's width in pixels.
    public let width: CGFloat
    /// The view's height in pixels.
    public let height: CGFloat
    /// GTK's baseline of the view's first line, from its top, if it has one.
    let baseline: CGFloat?
    /// The guides the view set itself, if any.
    let guides: AlignmentGuides?

    init(width: CGFloat, height: CGFloat, baseline: CGFloat? = nil, guides: AlignmentGuides? = nil) {
        self.width = width
        self.height = height
        self.baseline = baseline
        self.guides = guides
    }

    /// The value of `guide` in this view: the value the view set, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.defaultValue(in: self)
    }

    /// The value of `guide` in this view: the value the view set, else the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.defaultValue(in: self)
    }

    /// The value the view set for `guide`, or nil when it set none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        guides?.value(of: guide.key, in: self)
    }

    /// The value the view set for `guide`, or nil when it set none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        guides?.value(of: guide.key, in: self)
    }

    /// Equal when the sizes and baselines are; the guides' closures cannot be compared.
    public static func == (left: ViewDimensions, right: ViewDimensions) -> Bool {
        left.width == right.width && left.height == right.height && left.baseline == right.baseline
    }
}
