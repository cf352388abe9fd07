extension EnvironmentValues {
    /// The font of text in this part of the tree, or nil for the theme's font.
    public var font: Font? {
        get { textEnvironment.font }
        set { textEnvironment.font = newValue }
    }

    /// Weight, italics and monospacing set with `.fontWeight`, `.bold`, `.italic`, `.monospaced`.
    var fontTraits: FontTraits {
        get { textEnvironment.traits }
        set { textEnvironment.traits = newValue }
    }
}

extension View {
    /// Sets the font of every text inside this view: texts, button titles, labels, links.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Sets the weight of every text inside this view; nil keeps each font's own weight.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        environment(\.fontTraits.weight, weight)
    }

    /// Shows every text inside this view in bold when `isActive`.
    public func bold(_ isActive: Bool = true) -> some View {
        environment(\.fontTraits.weight, isActive ? .bold : nil)
    }

    /// Shows every text inside this view in italics when `isActive`.
    public func italic(_ isActive: Bool = true) -> some View {
        environment(\.fontTraits.isItalic, isActive ? true : nil)
    }

    /// Shows every text inside this view in a monospaced font when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> some View {
        environment(\.fontTraits.isMonospaced, isActive ? true : nil)
    }
}
