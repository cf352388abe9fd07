/// How a view would enter and leave, with SwiftUI's names, so that code written for SwiftUI
/// compiles and runs. Views inserted or removed under ``View/transition(_:)`` appear and
/// disappear at once: GTK 3 has no animation system for layout. See ``Animation``.
public struct AnyTransition: Sendable {
    /// What the transition would do, for descriptions and comparisons.
    let name: String

    init(_ name: String) {
        self.name = name
    }

    /// No transition.
    public static let identity = AnyTransition("identity")
    /// A fade.
    public static let opacity = AnyTransition("opacity")
    /// Sliding in from the leading edge and out at the trailing edge.
    public static let slide = AnyTransition("slide")
    /// Growing from nothing.
    public static let scale = AnyTransition("scale")

    /// Growing from `scale` around `anchor`.
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition("scale(\(scale))")
    }

    /// Moving in from `edge` and out towards it.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition("move(\(edge.rawValue))") }

    /// Pushing in from `edge`.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push(\(edge.rawValue))") }

    /// Moving by `x` and `y` points.
    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition {
        AnyTransition("offset(\(x), \(y))")
    }

    /// `insertion` when the view enters and `removal` when it leaves.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition("asymmetric(\(insertion.name), \(removal.name))")
    }

    /// This transition and `other` together.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition("\(name)+\(other.name)")
    }

    /// This transition with `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}
