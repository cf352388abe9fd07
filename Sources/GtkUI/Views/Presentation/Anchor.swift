import Foundation

/// A value of a view's geometry, named by its ``Source``. GtkUI uses it to say where a popover
/// points: `.popover(isPresented: $shown, attachmentAnchor: .rect(.bounds))`.
///
/// Where GtkUI differs: there are no anchor preferences, so an anchor is only ever a source.
public struct Anchor<Value> {
    /// Where an anchor's value comes from.
    public struct Source {
        /// A rectangle in the view's own coordinates, or nil for the view's bounds.
        let rect: CGRect?
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's whole rectangle.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(rect: nil) }

    /// A rectangle in the view's own coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source(rect: rect) }
}
