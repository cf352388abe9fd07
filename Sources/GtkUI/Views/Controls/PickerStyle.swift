/// How a ``Picker`` shows its options, for `.pickerStyle(_:)`.
///
/// GTK 3 has no spinning wheel: `.wheel` shows a drop-down menu, as `.menu` does.
public protocol PickerStyle {}

/// The GTK control a picker style maps to.
enum PickerLayout: Hashable, Sendable {
    /// A drop-down `GtkComboBoxText`.
    case menu
    /// Linked toggle buttons in a row, one active at a time.
    case segmented
    /// Radio buttons in a column.
    case radioGroup
}

/// A picker style GtkUI knows how to show.
protocol BuiltinPickerStyle: PickerStyle {
    var layout: PickerLayout { get }
}

/// The platform's default: a drop-down menu.
public struct DefaultPickerStyle: BuiltinPickerStyle {
    var layout: PickerLayout { .menu }
    /// The style.
    public init() {}
}

/// A drop-down menu (`GtkComboBoxText`).
public struct MenuPickerStyle: BuiltinPickerStyle {
    var layout: PickerLayout { .menu }
    /// The style.
    public init() {}
}

/// Linked toggle buttons in a row, as a segmented control.
public struct SegmentedPickerStyle: BuiltinPickerStyle {
    var layout: PickerLayout { .segmented }
    /// The style.
    public init() {}
}

/// Radio buttons in a column.
public struct RadioGroupPickerStyle: BuiltinPickerStyle {
    var layout: PickerLayout { .radioGroup }
    /// The style.
    public init() {}
}

/// The options inline with the surrounding content: radio buttons in a column.
public struct InlinePickerStyle: BuiltinPickerStyle {
    var layout: PickerLayout { .radioGroup }
    /// The style.
    public init() {}
}

/// A spinning wheel in SwiftUI; GTK 3 has none, so a drop-down menu.
public struct WheelPickerStyle: BuiltinPickerStyle {
    var layout: PickerLayout { .menu }
    /// The style.
    public init() {}
}

/// A row that opens a page of the options in SwiftUI on iOS; a drop-down menu here, as a
/// desktop form chooses in place.
public struct NavigationLinkPickerStyle: BuiltinPickerStyle {
    var layout: PickerLayout { .menu }
    /// The style.
    public init() {}
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A drop-down menu: a desktop form chooses in place rather than on a page of its own.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default: a drop-down menu.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A drop-down menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// Linked toggle buttons in a row.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// Radio buttons in a column.
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// Radio buttons in a column.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A drop-down menu: GTK 3 has no wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

private struct PickerLayoutKey: EnvironmentKey {
    static let defaultValue = PickerLayout.menu
}

extension EnvironmentValues {
    /// The control pickers here use.
    var pickerLayout: PickerLayout {
        get { self[PickerLayoutKey.self] }
        set { self[PickerLayoutKey.self] = newValue }
    }
}

extension View {
    /// Sets how every ``Picker`` inside this view shows its options.
    public func pickerStyle(_ style: some PickerStyle) -> some View {
        environment(\.pickerLayout, (style as? any BuiltinPickerStyle)?.layout ?? .menu)
    }
}
