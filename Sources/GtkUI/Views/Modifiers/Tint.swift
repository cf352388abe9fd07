extension View {
    /// Gives the controls inside this view `color` as their accent: the checked switch, check
    /// box and radio button, the filled part of sliders, progress and level bars, suggested
    /// buttons, and links.
    ///
    /// Where GTK differs: a widget's own CSS provider reaches only that widget, so the tint is a
    /// screen-wide provider whose rules are scoped to this view's wrapper by a unique widget name;
    /// adding, changing or removing it restyles the screen's widgets once. Themes that draw these
    /// parts with images may show through.
    public func tint(_ color: Color?) -> some View {
        TintBox(content: transformEnvironment(\.tintColor) { if let color { $0 = color } }, color: color)
    }

    /// Gives the controls inside this view `tint` as their accent, as `tint(_:)` does
    /// for a colour. A style that is not a colour (a gradient) tints controls with its first
    /// colour; `.tint` inside draws with it.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        self.tint(tint.flatMap { Self.tintColor(of: $0.paint(in: EnvironmentValues())) })
    }
}

extension View {
    /// The colour a tint style gives controls: a colour as it is, a gradient's first colour.
    fileprivate static func tintColor(of paint: Paint) -> Color? {
        switch paint {
        case .color(let color): return color
        case .opacity(let inner, let factor): return tintColor(of: inner)?.opacity(factor)
        case .linear(let gradient, _, _), .radial(let gradient, _, _, _), .elliptical(let gradient, _, _, _),
            .angular(let gradient, _, _, _):
            return gradient.stops.min { $0.location < $1.location }?.color
        case .currentColor, .image: return nil
        }
    }
}
