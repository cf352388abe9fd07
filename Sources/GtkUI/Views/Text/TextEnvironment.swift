/// What text-bearing views read from the environment, kept under one key so that a label reads
/// it with one lookup and skips all work when it is unchanged.
struct TextEnvironment: Hashable, Sendable {
    var font: Font?
    var traits = FontTraits()
    var lineLimit: Int?
    var alignment = TextAlignment.leading
    /// Set only by `.truncationMode`: without it or a line limit, labels keep GTK's sizing.
    var truncation: Text.TruncationMode?
    var isSelectable = false
}

private struct TextEnvironmentKey: EnvironmentKey {
    static let defaultValue = TextEnvironment()
}

extension EnvironmentValues {
    /// The text settings of this part of the tree.
    var textEnvironment: TextEnvironment {
        get { self[TextEnvironmentKey.self] }
        set { self[TextEnvironmentKey.self] = newValue }
    }
}
