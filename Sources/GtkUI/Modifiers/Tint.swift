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
        TintBox(content: self, color: color)
    }
}
