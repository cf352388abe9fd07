extension View {
    /// Colours the text and shapes inside this view, as CSS `color` on a wrapper that GTK's CSS
    /// inheritance carries down to each label and shape. A nil colour leaves the inherited one.
    ///
    /// Where GTK differs: widgets whose theme sets their own text colour (a button's label in a
    /// suggested-action button, an entry's text) keep the theme's colour.
    public func foregroundColor(_ color: Color?) -> some View {
        StyledBox(
            content: transformEnvironment(\.foregroundStyles) { styles in
                if let color { styles = [AnyShapeStyle(color)] }
            }, style: .foreground(color))
    }

    /// Paints the text and shapes inside this view with `style`: shapes fill with it, and text
    /// takes it as its colour (CSS `color`), or a gradient's first colour, since GTK 3 text has a
    /// colour only.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        foregroundStyles([AnyShapeStyle(style)])
    }

    /// Paints the content with `primary`, and gives `.secondary` styles inside it `secondary`.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyles([AnyShapeStyle(primary), AnyShapeStyle(secondary)])
    }

    /// Paints the content with `primary`, and gives `.secondary` and `.tertiary` styles inside it
    /// `secondary` and `tertiary`.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        foregroundStyles([AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)])
    }

    /// The foreground levels for the content, and the text colour the first one gives.
    private func foregroundStyles(_ styles: [AnyShapeStyle]) -> some View {
        StyledBox(content: environment(\.foregroundStyles, styles), style: .foregroundStyle(styles[0]))
    }
}
