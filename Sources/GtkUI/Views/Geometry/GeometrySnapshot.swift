import Foundation

/// What a ``GeometryReader`` knew about where it is after its latest allocation: its size, its
/// frame in the window's content area, and the frames of the named coordinate spaces around it.
struct GeometrySnapshot: Equatable {
    var size = CGSize.zero
    /// Nil until the reader is realized in a window.
    var globalFrame: CGRect?
    /// The global frames of the named spaces around the reader that are laid out.
    var namedFrames: [AnyHashable: CGRect] = [:]
    /// The names of the spaces around the reader, laid out or not.
    var knownNames: Set<AnyHashable> = []

    /// Whether `other` differs in more than the size.
    func positionsDiffer(from other: GeometrySnapshot) -> Bool {
        globalFrame?.origin != other.globalFrame?.origin || namedFrames != other.namedFrames
            || knownNames != other.knownNames
    }

    /// The snapshot of `widget` now, with the spaces in `spaces`.
    @MainActor
    static func of(_ widget: WidgetPointer, size: CGSize, spaces: NamedCoordinateSpaces) -> GeometrySnapshot {
        var snapshot = GeometrySnapshot(size: size, globalFrame: WidgetGeometry.globalFrame(of: widget))
        snapshot.knownNames = Set(spaces.markers.keys)
        for (name, marker) in spaces.markers {
            if let space = marker.widget, let frame = WidgetGeometry.globalFrame(of: space) {
                snapshot.namedFrames[name] = frame
            }
        }
        return snapshot
    }
}
