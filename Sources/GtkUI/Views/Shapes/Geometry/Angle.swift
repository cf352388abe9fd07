import Foundation

/// A geometric angle, as SwiftUI's `Angle`: stored in radians, read and written in either unit.
///
/// ```swift
/// Rectangle().rotation(.degrees(45))
/// path.addArc(center: c, radius: 20, startAngle: .zero, endAngle: .radians(.pi), clockwise: false)
/// ```
/// Angles grow clockwise on screen, since y grows downwards, as in SwiftUI.
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// A zero angle.
    nonisolated public init() {
        radians = 0
    }

    /// An angle of `radians` radians.
    nonisolated public init(radians: Double) {
        self.radians = radians
    }

    /// An angle of `degrees` degrees.
    nonisolated public init(degrees: Double) {
        radians = degrees * .pi / 180
    }

    /// An angle of `radians` radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    /// An angle of `degrees` degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// A zero angle.
    public static let zero = Angle()

    /// Whether `lhs` is the smaller angle.
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension Angle: Animatable {
    /// The angle in radians, the value an animation interpolates.
    nonisolated public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension Angle: AdditiveArithmetic {
    /// The sum of two angles.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }

    /// The difference of two angles.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }

    /// The angle turned the other way.
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
}
