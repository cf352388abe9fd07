/// How a ``Label`` shows its title and icon, for `.labelStyle(_:)`.
public protocol LabelStyle {
    /// Whether labels in this style show the title.
    var showsTitle: Bool { get }
    /// Whether labels in this style show the icon.
    var showsIcon: Bool { get }
}

/// Labels that show the title and the icon: the default.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// Always true.
    public var showsTitle: Bool { true }
    /// Always true.
    public var showsIcon: Bool { true }
    /// The style.
    public init() {}
}

/// Labels that show only their title.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// Always true.
    public var showsTitle: Bool { true }
    /// Always false.
    public var showsIcon: Bool { false }
    /// The style.
    public init() {}
}

/// Labels that show only their icon.
public struct IconOnlyLabelStyle: LabelStyle {
    /// Always false.
    public var showsTitle: Bool { false }
    /// Always true.
    public var showsIcon: Bool { true }
    /// The style.
    public init() {}
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Title and icon.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
    /// The default: title and icon.
    public static var automatic: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// What a label style shows, as the environment keeps it.
struct LabelParts: Hashable, Sendable {
    var showsTitle = true
    var showsIcon = true
}

private struct LabelStyleKey: EnvironmentKey {
    static let defaultValue = LabelParts()
}

extension EnvironmentValues {
    /// The parts labels show here.
    var labelStyle: LabelParts {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how every ``Label`` inside this view shows its title and icon.
    public func labelStyle(_ style: some LabelStyle) -> some View {
        environment(\.labelStyle, LabelParts(showsTitle: style.showsTitle, showsIcon: style.showsIcon))
    }
}
