/// How a ``Button`` looks; set with ``View/buttonStyle(_:)``.
///
/// GtkUI knows the styles below and maps each onto GTK style classes; a style of another type
/// shows as ``automatic``, with one warning. Custom styles (`makeBody(configuration:)`) are not
/// supported.
@MainActor
public protocol PrimitiveButtonStyle {}

/// The platform's default: a bordered GTK button.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The default style.
    public init() {}
}

/// A bordered button: GTK's normal button.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The bordered style.
    public init() {}
}

/// A prominent button in the accent colour: GTK's `suggested-action`.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The prominent style.
    public init() {}
}

/// A button without a frame until hovered: GTK's `flat` button.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The borderless style.
    public init() {}
}

/// A button without a frame: GTK's `flat` button.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The plain style.
    public init() {}
}

/// A button that looks like a hyperlink: flat, in the theme's link colour.
public struct LinkButtonStyle: PrimitiveButtonStyle {
    /// The link style.
    public init() {}
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style: bordered.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A bordered button.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A prominent button (`suggested-action`).
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button without a frame (`flat`).
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button without a frame (`flat`).
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    /// A button drawn as a link.
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}

/// The button styles GtkUI draws, as the environment carries them.
enum ButtonStyleKind: Hashable, Sendable {
    case automatic, bordered, borderedProminent, borderless, plain, link
    /// A style GtkUI does not know, by its type name: drawn as ``automatic``, with a warning.
    case unknown(String)

    /// The kind of `style`.
    @MainActor
    init(_ style: some PrimitiveButtonStyle) {
        switch style {
        case is DefaultButtonStyle: self = .automatic
        case is BorderedButtonStyle: self = .bordered
        case is BorderedProminentButtonStyle: self = .borderedProminent
        case is BorderlessButtonStyle: self = .borderless
        case is PlainButtonStyle: self = .plain
        case is LinkButtonStyle: self = .link
        default: self = .unknown(String(describing: type(of: style)))
        }
    }

    /// The GTK style classes of a button in this style.
    var styleClasses: [String] {
        switch self {
        case .automatic, .bordered, .unknown: []
        case .borderedProminent: ["suggested-action"]
        case .borderless, .plain: ["flat"]
        case .link: ["flat", "link"]
        }
    }
}

private struct ButtonStyleKindKey: EnvironmentKey {
    static let defaultValue = ButtonStyleKind.automatic
}

extension EnvironmentValues {
    /// The style of buttons in this part of the tree.
    var buttonStyleKind: ButtonStyleKind {
        get { self[ButtonStyleKindKey.self] }
        set { self[ButtonStyleKindKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the buttons in this view. A style GtkUI does not know shows as
    /// `.automatic`, with one warning.
    public func buttonStyle(_ style: some PrimitiveButtonStyle) -> some View {
        environment(\.buttonStyleKind, ButtonStyleKind(style))
    }
}
