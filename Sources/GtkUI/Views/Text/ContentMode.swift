/// How a resized picture keeps its proportions, for `aspectRatio(_:contentMode:)`.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// The whole picture shows inside the space, with empty bands where proportions differ.
    case fit
    /// The picture covers the space; what overflows is clipped.
    case fill
}
