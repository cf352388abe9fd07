extension View {
    /// Colours the text and shapes inside this view, as CSS `color` on a wrapper that GTK's CSS
    /// inheritance carries down to each label and shape. A nil colour leaves the inherited one.
    ///
    /// Where GTK differs: widgets whose theme sets their own text colour (a button's label in a
    /// suggested-action button, an entry's text) keep the theme's colour.
    public func foregroundColor(_ color: Color?) -> some View {
        StyledBox(content: self, style: .foreground(color))
    }

    /// Colours the text and shapes inside this view; the same as ``foregroundColor(_:)``, for a
    /// colour (GtkUI's shape styles are colours only).
    public func foregroundStyle(_ color: Color) -> some View {
        StyledBox(content: self, style: .foreground(color))
    }
}
