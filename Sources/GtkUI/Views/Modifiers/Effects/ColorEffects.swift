import Foundation

extension View {
    /// Adjusts the colour saturation: 0 is grey, 1 unchanged, above 1 more vivid.
    public func saturation(_ amount: Double) -> some View {
        EffectContent(base: self, effect: .colorMatrix(ColorMatrix.saturation(amount)))
    }

    /// Takes away `amount` (0…1) of the colour: 1 is fully grey.
    public func grayscale(_ amount: Double) -> some View {
        EffectContent(base: self, effect: .colorMatrix(ColorMatrix.saturation(1 - amount)))
    }

    /// Brightens by adding `amount` to each colour channel: 0 is unchanged, 1 white, negative darker.
    public func brightness(_ amount: Double) -> some View {
        EffectContent(base: self, effect: .colorMatrix(ColorMatrix.brightness(amount)))
    }

    /// Scales the contrast around mid-grey: 1 is unchanged, 0 flat grey, negative inverts.
    public func contrast(_ amount: Double) -> some View {
        EffectContent(base: self, effect: .colorMatrix(ColorMatrix.contrast(amount)))
    }

    /// Turns every hue around the colour wheel by `angle`.
    public func hueRotation(_ angle: Angle) -> some View {
        EffectContent(base: self, effect: .colorMatrix(ColorMatrix.hueRotation(angle.radians)))
    }

    /// Inverts every colour.
    public func colorInvert() -> some View {
        EffectContent(base: self, effect: .colorMatrix(ColorMatrix.invert))
    }

    /// Multiplies every colour by `color`, channel by channel (alpha too).
    public func colorMultiply(_ color: Color) -> some View {
        EffectContent(base: self, effect: .colorMultiply(color))
    }

    /// Makes a mask from the view's brightness: black, as opaque as the colour is light.
    public func luminanceToAlpha() -> some View {
        EffectContent(base: self, effect: .colorMatrix(ColorMatrix.luminanceToAlpha))
    }

    /// Draws this view into a group of its own before it is combined with what is behind it, so
    /// ``View/opacity(_:)`` and ``View/blendMode(_:)`` after it apply to the group as a whole.
    public func compositingGroup() -> some View {
        EffectContent(base: self, effect: .group)
    }

    /// Renders this view offscreen before it is drawn, as ``View/compositingGroup()`` does: GtkUI
    /// draws with cairo, so there is no separate GPU path. `opaque` and `colorMode` are accepted.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        EffectContent(base: self, effect: .group)
    }

    /// Combines this view's pixels with what is drawn behind it by `mode`.
    public func blendMode(_ mode: BlendMode) -> some View {
        EffectContent(base: self, effect: .blend(mode))
    }

    /// Blurs this view by a Gaussian of `radius` pixels (its standard deviation is half the
    /// radius), reaching beyond its edges; with `opaque`, the edges stay as solid as the view's own.
    /// A negative or non-finite radius is taken as 0, with one warning.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        var blur = Double(radius)
        if !(blur >= 0) || !blur.isFinite {
            Diagnostics.warn("GtkUI: blur radius \(radius) is not a non-negative number; using 0")
            blur = 0
        }
        return EffectContent(base: self, effect: .blur(radius: min(blur, 170), opaque: opaque))
    }
}

/// SwiftUI's colour effects as 4×5 matrices over unpremultiplied RGBA (rows R, G, B, A; columns R,
/// G, B, A, offset), the form SVG's feColorMatrix uses.
extension ColorMatrix {
    static let identity: [Double] = [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0]

    /// Saturation with Rec. 709 luminance weights, as SVG's `saturate`.
    static func saturation(_ s: Double) -> [Double] {
        [
            0.2126 + 0.7874 * s, 0.7152 - 0.7152 * s, 0.0722 - 0.0722 * s, 0, 0,
            0.2126 - 0.2126 * s, 0.7152 + 0.2848 * s, 0.0722 - 0.0722 * s, 0, 0,
            0.2126 - 0.2126 * s, 0.7152 - 0.7152 * s, 0.0722 + 0.9278 * s, 0, 0,
            0, 0, 0, 1, 0,
        ]
    }

    static func brightness(_ amount: Double) -> [Double] {
        [1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0]
    }

    static func contrast(_ c: Double) -> [Double] {
        let shift = 0.5 * (1 - c)
        return [c, 0, 0, 0, shift, 0, c, 0, 0, shift, 0, 0, c, 0, shift, 0, 0, 0, 1, 0]
    }

    static let invert: [Double] = [-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0]

    /// Each channel times the colour's.
    static func multiply(red r: Double, green g: Double, blue b: Double, alpha a: Double) -> [Double] {
        [r, 0, 0, 0, 0, 0, g, 0, 0, 0, 0, 0, b, 0, 0, 0, 0, 0, a, 0]
    }

    static let luminanceToAlpha: [Double] = [
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0,
    ]

    /// A rotation of hue by `radians`, as SVG's `hueRotate`.
    static func hueRotation(_ radians: Double) -> [Double] {
        let (c, s) = (cos(radians), sin(radians))
        return [
            0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
            0, 0, 0, 1, 0,
        ]
    }
}
