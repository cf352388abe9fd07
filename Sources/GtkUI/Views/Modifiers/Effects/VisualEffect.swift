import CGtkShim
import Foundation

/// What a GtkUIEffectBin does to its content: one effect per modifier, so modifiers stack as
/// nested bins in SwiftUI's order.
enum VisualEffect {
    /// Drawing and input mapped by a matrix around a unit anchor of the content. With
    /// `sizeRelativePerspective`, the matrix's last row is divided by the larger side of the
    /// content (a 3D rotation's perspective is relative to the view's size).
    case transform(EffectMatrix, anchor: UnitPoint, sizeRelativePerspective: Bool = false)
    /// A turn by an angle in radians around a unit anchor: kept as an angle, so an animated turn
    /// goes round rather than through a squashed matrix.
    case rotation(Double, anchor: UnitPoint)
    /// A 4×5 colour matrix over unpremultiplied RGBA (20 values, row-major).
    case colorMatrix([Double])
    /// Each channel multiplied by a colour's, resolved against the theme when applied.
    case colorMultiply(Color)
    /// A Gaussian blur.
    case blur(radius: Double, opaque: Bool)
    /// A shadow of the content's own outline, drawn below it.
    case shadow(Color, radius: Double, x: Double, y: Double)
    /// A blend mode with what is drawn behind.
    case blend(BlendMode)
    /// Drawing and input clipped to a shape fitted to the content.
    case clip(any Shape)
    /// The content drawn only where the mask's view (the bin's second child) is opaque.
    case mask(Alignment)
    /// Nothing more than the offscreen composition itself: a compositing group.
    case group

    /// Applies the effect to `bin`, skipping what did not change since `previous`.
    @MainActor
    func apply(to bin: UnsafeMutablePointer<GtkWidget>, coordinator: EffectCoordinator) {
        switch self {
        case .transform(let matrix, let anchor, let relative):
            gtkui_effect_bin_set_transform(bin, matrix.values, anchor.x, anchor.y, relative ? 1 : 0)
        case .rotation(let radians, let anchor):
            gtkui_effect_bin_set_transform(bin, EffectMatrix.rotation(radians).values, anchor.x, anchor.y, 0)
        case .colorMatrix(let values):
            gtkui_effect_bin_set_color_matrix(bin, values)
        case .colorMultiply(let color):
            let rgba = color.resolved(for: bin)
            gtkui_effect_bin_set_color_matrix(
                bin, ColorMatrix.multiply(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha))
        case .blur(let radius, let opaque):
            gtkui_effect_bin_set_blur(bin, radius, opaque ? 1 : 0)
        case .shadow(let color, let radius, let x, let y):
            var rgba = color.resolved(for: bin)
            gtkui_effect_bin_set_shadow(bin, &rgba, radius, x, y)
        case .blend(let mode):
            gtkui_effect_bin_set_blend(bin, mode.cairoOperator)
        case .clip(let shape):
            coordinator.setClip(shape, on: bin)
        case .mask(let alignment):
            gtkui_effect_bin_set_mask(
                bin, nil, alignment.horizontal.fraction, alignment.vertical.fraction, 0)
        case .group:
            break
        }
    }
}

extension VisualEffect {
    /// The numbers an animation moves for this effect, colours resolved against `bin`; nil for
    /// effects that change at once (blend modes, clips, masks).
    @MainActor
    func animatableValues(for bin: UnsafeMutablePointer<GtkWidget>) -> [Double]? {
        switch self {
        case .transform(let matrix, _, _):
            return matrix.values
        case .rotation(let radians, _):
            return [radians]
        case .colorMatrix(let values):
            return values
        case .colorMultiply(let color):
            let rgba = color.resolved(for: bin)
            return [rgba.red, rgba.green, rgba.blue, rgba.alpha]
        case .blur(let radius, _):
            return [radius]
        case .shadow(let color, let radius, let x, let y):
            let rgba = color.resolved(for: bin)
            return [rgba.red, rgba.green, rgba.blue, rgba.alpha, radius, x, y]
        case .blend, .clip, .mask, .group:
            return nil
        }
    }

    /// This effect with the numbers of ``animatableValues(for:)`` replaced by `values`.
    func with(animatableValues values: [Double]) -> VisualEffect {
        func value(_ index: Int) -> Double { index < values.count ? values[index] : 0 }
        switch self {
        case .transform(_, let anchor, let relative):
            return .transform(
                EffectMatrix(values: (0..<9).map(value)), anchor: anchor, sizeRelativePerspective: relative)
        case .rotation(_, let anchor):
            return .rotation(value(0), anchor: anchor)
        case .colorMatrix:
            return .colorMatrix((0..<20).map(value))
        case .colorMultiply:
            return .colorMultiply(Color(red: value(0), green: value(1), blue: value(2), opacity: value(3)))
        case .blur(_, let opaque):
            return .blur(radius: max(0, value(0)), opaque: opaque)
        case .shadow:
            return .shadow(
                Color(red: value(0), green: value(1), blue: value(2), opacity: value(3)), radius: max(0, value(4)),
                x: value(5), y: value(6))
        case .blend, .clip, .mask, .group:
            return self
        }
    }
}
