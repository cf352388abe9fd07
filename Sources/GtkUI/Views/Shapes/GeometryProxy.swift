import CGtkShim
import Foundation

/// What a ``GeometryReader`` tells its content: its size, its frame in the coordinate spaces
/// around it, and where anchors are, all read from GTK's allocations.
///
/// The values are those of the reader's latest allocation. The reader is evaluated again when its
/// size changes and, once its content has read a position (a frame in a space other than `.local`,
/// or an anchor), when it moves in its window or a scrolled window around it scrolls.
public struct GeometryProxy: Equatable {
    let snapshot: GeometrySnapshot
    /// What the content read, for the reader; nil for a proxy made outside a reader.
    let usage: GeometryUsage?

    init(snapshot: GeometrySnapshot, usage: GeometryUsage?) {
        self.snapshot = snapshot
        self.usage = usage
    }

    /// The reader's allocated size in pixels; zero until GTK first lays it out.
    public var size: CGSize { snapshot.size }

    /// The insets of the safe area, always zero: a GTK window has no safe area (no notch, no
    /// home indicator), and the content is never placed under the window's own bars.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in `coordinateSpace`: `.local` is at the origin; `.global` is the window's
    /// content area; `.named(name)` is the nearest ancestor named with ``View/coordinateSpace(name:)``.
    /// A name that no ancestor gave measures in `.global`, with one warning per reader and name.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        let local = CGRect(origin: .zero, size: size)
        switch coordinateSpace {
        case .local:
            return local
        case .global:
            usage?.notePositionRead()
            return CGRect(origin: globalOrigin, size: size)
        case .named(let name):
            usage?.notePositionRead()
            guard let space = spaceFrame(name) else { return CGRect(origin: globalOrigin, size: size) }
            return CGRect(
                x: globalOrigin.x - space.minX, y: globalOrigin.y - space.minY, width: size.width,
                height: size.height)
        }
    }

    /// The reader's frame in `coordinateSpace`, written `.local`, `.global` or `.named(name)`.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the named space `coordinateSpace` in the reader's own coordinates, or nil
    /// when no ancestor has that name (or it is not laid out yet).
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        usage?.notePositionRead()
        guard let space = snapshot.namedFrames[coordinateSpace.name] else { return nil }
        return space.offsetBy(dx: -globalOrigin.x, dy: -globalOrigin.y)
    }

    /// The value of `anchor` in the reader's own coordinates: a rectangle or point that another
    /// view set with ``View/anchorPreference(key:value:transform:)``, as it is laid out now.
    public subscript<T>(anchor: Anchor<T>) -> T {
        usage?.notePositionRead()
        return anchor.value(relativeTo: globalOrigin)
    }

    /// Two proxies are equal when they give the same answers.
    public static func == (lhs: GeometryProxy, rhs: GeometryProxy) -> Bool {
        lhs.snapshot == rhs.snapshot
    }

    /// The reader's top leading corner in the window's content area; zero until it is realized.
    private var globalOrigin: CGPoint { snapshot.globalFrame?.origin ?? .zero }

    private func spaceFrame(_ name: AnyHashable) -> CGRect? {
        if let frame = snapshot.namedFrames[name] { return frame }
        // Before the first layout nothing is known; a space not laid out yet is not missing.
        if snapshot.globalFrame == nil || snapshot.knownNames.contains(name) { return nil }
        if usage?.firstMiss(of: "\(name.base)") ?? true {
            Diagnostics.warn(
                "GtkUI: GeometryProxy.frame(in: .named(\(String(reflecting: name.base)))): no enclosing view has "
                    + "that coordinateSpace name; measuring in .global")
        }
        return nil
    }
}
