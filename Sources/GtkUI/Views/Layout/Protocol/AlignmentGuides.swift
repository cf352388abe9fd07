import Foundation

/// The alignment guides a view set with `.alignmentGuide(_:computeValue:)`,
/// by guide; the one set closest to the view wins.
///
/// A guide's closure reads the view's dimensions, and may read other guides; a guide that reads
/// itself, directly or through others, would never end, so that read gets the guide's default
/// value, with one warning.
final class AlignmentGuides {
    private(set) var closures: [AlignmentKey: (ViewDimensions) -> CGFloat]
    /// The guides being computed now, to catch a guide that reads itself.
    private var computing: Set<AlignmentKey> = []
    private static let warned = WarnOnce()

    init(_ closures: [AlignmentKey: (ViewDimensions) -> CGFloat] = [:]) {
        self.closures = closures
    }

    /// These guides, with `outer`'s for guides not set here.
    func filled(from outer: AlignmentGuides) -> AlignmentGuides {
        AlignmentGuides(closures.merging(outer.closures) { inner, _ in inner })
    }

    /// The value set for `key`, computed in `dimensions`, or nil when none is set.
    func value(of key: AlignmentKey, in dimensions: ViewDimensions) -> CGFloat? {
        guard let closure = closures[key] else { return nil }
        guard computing.insert(key).inserted else {
            Self.warned.warn(
                "GtkUI: an alignment guide for \(key.id) reads itself; its default value is used instead")
            return key.defaultValue(
                in: ViewDimensions(
                    width: dimensions.width, height: dimensions.height,
                    baseline: dimensions.baseline))
        }
        defer { computing.remove(key) }
        let value = closure(dimensions)
        guard value.isFinite else {
            Self.warned.warn("GtkUI: an alignment guide for \(key.id) is \(value); its default value is used instead")
            return key.defaultValue(in: dimensions)
        }
        return value
    }
}

/// Sends a warning at most once in the process's life.
final class WarnOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var sent: Set<String> = []

    /// Logs `message` unless a message of the same `kind` (by default the message) was logged.
    func warn(_ message: String, kind: String? = nil) {
        lock.lock()
        let isNew = sent.insert(kind ?? message).inserted
        lock.unlock()
        if isNew { Diagnostics.warn(message) }
    }
}
