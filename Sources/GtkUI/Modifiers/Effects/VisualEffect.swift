import CGtkShim
import Foundation

/// What a GtkUIEffectBin does to its content: one effect per modifier, so modifiers stack as
/// nested bins in SwiftUI's order.
enum VisualEffect {
    /// Drawing and input mapped by a matrix around a unit anchor of the content. With
    /// `sizeRelativePerspective`, the matrix's last row is divided by the larger side of the
    /// content (a 3D rotation's perspective is relative to the view's size).
    case transform(EffectMatrix, anchor: UnitPoint, sizeRelativePerspective: Bool = false)
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
