/// How a ``Toggle`` looks; set with ``View/toggleStyle(_:)``.
///
/// GtkUI knows the styles below; a style of another type shows as ``automatic``.
@MainActor
public protocol ToggleStyle {}

/// The platform's default: a check box, or a switch in a ``Form``.
public struct DefaultToggleStyle: ToggleStyle {
    /// The default style.
    public init() {}
}

/// A switch (`GtkSwitch`) at the end of a row, with the label at its start.
public struct SwitchToggleStyle: ToggleStyle {
    /// The switch style.
    public init() {}
}

/// A check box with its label (`GtkCheckButton`).
public struct CheckboxToggleStyle: ToggleStyle {
    /// The check box style.
    public init() {}
}

/// A button that stays pressed while on (`GtkToggleButton`).
public struct ButtonToggleStyle: ToggleStyle {
    /// The button style.
    public init() {}
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default style.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A check box.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle button.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The toggle styles GtkUI draws, as the environment carries them.
enum ToggleStyleKind: Hashable, Sendable {
    case automatic, `switch`, checkbox, button

    @MainActor
    init(_ style: some ToggleStyle) {
        switch style {
        case is SwitchToggleStyle: self = .switch
        case is CheckboxToggleStyle: self = .checkbox
        case is ButtonToggleStyle: self = .button
        default: self = .automatic
        }
    }
}

private struct ToggleStyleKindKey: EnvironmentKey {
    static let defaultValue = ToggleStyleKind.automatic
}

private struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The style of toggles in this part of the tree.
    var toggleStyleKind: ToggleStyleKind {
        get { self[ToggleStyleKindKey.self] }
        set { self[ToggleStyleKindKey.self] = newValue }
    }

    /// Whether controls here hide their titles, set by ``View/labelsHidden()``.
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the toggles in this view.
    public func toggleStyle(_ style: some ToggleStyle) -> some View {
        environment(\.toggleStyleKind, ToggleStyleKind(style))
    }

    /// Hides the titles of the controls in this view (toggles, and the title column of a
    /// ``Form`` row). A text title stays the control's accessible name.
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}
