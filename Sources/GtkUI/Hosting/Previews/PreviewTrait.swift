import Foundation

/// A trait of a preview, such as its size, given to `#Preview(traits:)` as in SwiftUI.
///
/// GtkUI honours the size traits; traits with no meaning on a desktop (the orientations) set the
/// shape of the default size.
public struct PreviewTrait<T>: Sendable {
    /// What the trait sets.
    enum Kind: Equatable, Sendable {
        case layout(PreviewLayout)
        case portrait
        case landscape
    }

    let kind: Kind
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Shows the view at its natural size, as small as it fits.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(kind: .layout(.sizeThatFits)) }

    /// Shows the view in a window of `width` by `height` pixels.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(kind: .layout(.fixed(width: Int(width.rounded()), height: Int(height.rounded()))))
    }

    /// Shows the view at the default preview size.
    public static var defaultLayout: PreviewTrait { PreviewTrait(kind: .layout(.device)) }

    /// The default size, taller than wide.
    public static var portrait: PreviewTrait { PreviewTrait(kind: .portrait) }

    /// The default size, wider than tall (as without a trait).
    public static var landscapeLeft: PreviewTrait { PreviewTrait(kind: .landscape) }

    /// The default size, wider than tall (as without a trait).
    public static var landscapeRight: PreviewTrait { PreviewTrait(kind: .landscape) }

    /// The default size, taller than wide.
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(kind: .portrait) }
}

/// How big a preview is shown.
enum PreviewLayout: Equatable, Sendable {
    /// The default size, or its portrait shape.
    case device
    /// The view's natural size.
    case sizeThatFits
    /// A given size in pixels.
    case fixed(width: Int, height: Int)
}
