private struct LineLimitKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
    static let defaultValue = TextAlignment.leading
}

private struct TruncationKey: EnvironmentKey {
    static let defaultValue: Text.TruncationMode? = nil
}

private struct TextSelectionKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The most lines a text shows, or nil for as many as it has.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// How the lines of multiline text line up.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// Where text that does not fit is cut with an ellipsis.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationKey.self] ?? .tail }
        set { self[TruncationKey.self] = newValue }
    }

    /// The truncation mode when one was set: GTK labels shrink below their text only then, or with
    /// a line limit, so unlimited text keeps GTK's sizing.
    var explicitTruncationMode: Text.TruncationMode? { self[TruncationKey.self] }

    /// Whether text here can be selected, from `.textSelection(_:)`.
    var isTextSelectable: Bool {
        get { self[TextSelectionKey.self] }
        set { self[TextSelectionKey.self] = newValue }
    }
}

extension View {
    /// Shows at most `limit` lines of every text inside this view, wrapping longer text and
    /// cutting the rest with an ellipsis; nil shows every line, and a limit below 1 counts as 1.
    public func lineLimit(_ limit: Int?) -> EnvironmentWriter<Self> {
        environment(\.lineLimit, limit.map { max(1, $0) })
    }

    /// Lines up the lines of every multiline text inside this view.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> EnvironmentWriter<Self> {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Where every text inside this view that does not fit is cut with an ellipsis.
    public func truncationMode(_ mode: Text.TruncationMode) -> EnvironmentWriter<Self> {
        environment(\.truncationMode, mode)
    }

    /// Lets the user select and copy every text inside this view, or not.
    public func textSelection<Selectability: TextSelectability>(_ selectability: Selectability)
        -> EnvironmentWriter<Self>
    {
        environment(\.isTextSelectable, Selectability.allowsSelection)
    }
}
