/// How different a snapshot may be from its reference and still match, to allow for font
/// antialiasing that differs a little between library versions.
public struct SnapshotTolerance: Sendable, Equatable {
    /// The largest difference of one colour channel (0–255) at which two pixels still count as
    /// the same.
    public var channel: Int
    /// The share of pixels (0–1) that may differ by more than `channel`.
    public var share: Double

    /// A tolerance of `channel` per channel and a `share` of differing pixels.
    public init(channel: Int, share: Double) {
        self.channel = channel
        self.share = share
    }

    /// Antialiasing noise passes; a changed glyph does not: 24 per channel, 0.01 % of the pixels.
    public static let `default` = SnapshotTolerance(channel: 24, share: 0.0001)

    /// Byte for byte the same pixels.
    public static let exact = SnapshotTolerance(channel: 0, share: 0)
}
