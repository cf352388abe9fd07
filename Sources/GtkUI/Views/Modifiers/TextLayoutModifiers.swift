extension EnvironmentValues {
    /// The most lines a text shows, or nil for as many as it has.
    public var lineLimit: Int? {
        get { textEnvironment.lineLimit }
        set { textEnvironment.lineLimit = newValue }
    }

    /// How the lines of multiline text line up.
    public var multilineTextAlignment: TextAlignment {
        get { textEnvironment.alignment }
        set { textEnvironment.alignment = newValue }
    }

    /// Where text that does not fit is cut with an ellipsis.
    public var truncationMode: Text.TruncationMode {
        get { textEnvironment.truncation ?? .tail }
        set { textEnvironment.truncation = newValue }
    }

    /// Whether text here can be selected, from `.textSelection(_:)`.
    var isTextSelectable: Bool {
        get { textEnvironment.isSelectable }
        set { textEnvironment.isSelectable = newValue }
    }
}

extension View {
    /// Shows at most `limit` lines of every text inside this view, wrapping longer text and
    /// cutting the rest with an ellipsis; nil shows every line, and a limit below 1 counts as 1.
    public func lineLimit(_ limit: Int?) -> some View {
        environment(\.lineLimit, limit.map { max(1, $0) })
    }

    /// Lines up the lines of every multiline text inside this view.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Where every text inside this view that does not fit is cut with an ellipsis.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Lets the user select and copy every text inside this view, or not.
    public func textSelection<Selectability: TextSelectability>(_ selectability: Selectability)
        -> some View
    {
        environment(\.isTextSelectable, Selectability.allowsSelection)
    }
}
