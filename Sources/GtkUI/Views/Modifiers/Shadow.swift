import Foundation

extension View {
    /// Casts a shadow of `color`, blurred by `radius` pixels and offset by `x` and `y`, in the
    /// shape of what this view draws: the outline of a circle, the letters of a text, as in SwiftUI.
    ///
    /// The view is drawn offscreen and its alpha, blurred, is painted below it; layout is
    /// unchanged. A negative radius is taken as 0, with one warning.
    public func shadow(
        color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        var blur = Double(radius)
        if !(blur >= 0) {
            Diagnostics.warn("GtkUI: shadow radius \(radius) is negative; using 0")
            blur = 0
        }
        return EffectContent(
            base: self,
            effect: .shadow(
                color, radius: min(blur, 170), x: EffectValue.finite(x, "shadow x"),
                y: EffectValue.finite(y, "shadow y")))
    }
}
