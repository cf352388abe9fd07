import Foundation

/// A height a sheet may rest at, on iOS: SwiftUI's `PresentationDetent`.
///
/// A sheet here is a window of its own, which the user sizes, so detents are accepted and
/// change nothing; see ``View/presentationDetents(_:)``.
public struct PresentationDetent: Hashable, Sendable {
    /// What the detent asks for, kept so that detents compare as SwiftUI's do.
    private let kind: String
    private let amount: Double

    /// The sheet at about half the screen's height.
    public static let medium = PresentationDetent(kind: "medium", amount: 0)
    /// The sheet at its full height.
    public static let large = PresentationDetent(kind: "large", amount: 0)

    /// The sheet at `fraction` of the screen's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: "fraction", amount: Double(fraction))
    }

    /// The sheet `height` points high.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: "height", amount: Double(height))
    }
}
