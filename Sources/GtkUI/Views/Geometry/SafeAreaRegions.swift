/// Kinds of safe area, as SwiftUI's `SafeAreaRegions`: accepted by ``View/ignoresSafeArea(_:edges:)``.
/// A GTK window has no safe area, so every region is empty here.
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The bit mask.
    public let rawValue: UInt
    /// Regions from their bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The area that a container's bars or a device's screen shape leave clear.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area that an on-screen keyboard leaves clear.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
