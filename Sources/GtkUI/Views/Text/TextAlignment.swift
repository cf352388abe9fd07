/// How the lines of a multiline text line up, for `.multilineTextAlignment(_:)`.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Along the leading edge: the left in left-to-right languages.
    case leading
    /// Centred.
    case center
    /// Along the trailing edge.
    case trailing
}
