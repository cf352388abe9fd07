import CGtkShim

/// How a view's pixels combine with what is drawn behind it, as SwiftUI's blend modes: used by
/// ``View/blendMode(_:)``. Each is cairo's operator of the same name; `plusDarker` has none and
/// draws as `multiply`.
public enum BlendMode: Sendable, Equatable, Hashable {
    /// Drawn over what is behind.
    case normal
    /// The two colours multiplied: always darker.
    case multiply
    /// The inverses multiplied: always lighter.
    case screen
    /// Multiply or screen, by the colour behind.
    case overlay
    /// The darker of the two.
    case darken
    /// The lighter of the two.
    case lighten
    /// What is behind brightened to reflect the view.
    case colorDodge
    /// What is behind darkened to reflect the view.
    case colorBurn
    /// Darkens or lightens, by the view's colour, softly.
    case softLight
    /// Multiply or screen, by the view's colour.
    case hardLight
    /// The difference of the two.
    case difference
    /// As `difference`, with lower contrast.
    case exclusion
    /// The view's hue with the saturation and luminosity behind.
    case hue
    /// The view's saturation with the hue and luminosity behind.
    case saturation
    /// The view's hue and saturation with the luminosity behind.
    case color
    /// The view's luminosity with the hue and saturation behind.
    case luminosity
    /// Drawn only where something is behind.
    case sourceAtop
    /// Drawn behind what is already there.
    case destinationOver
    /// Erases what is behind where the view is opaque.
    case destinationOut
    /// The sum of the colours minus one; drawn as `multiply` here (cairo has no such operator).
    case plusDarker
    /// The sum of the colours.
    case plusLighter

    /// The cairo operator that draws this mode.
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}
