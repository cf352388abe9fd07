/// How a ``TextField`` or ``SecureField`` looks, for `.textFieldStyle(_:)`.
///
/// GTK's entry has one look with a frame: `.automatic`, `.roundedBorder` and `.squareBorder`
/// show it; `.plain` shows the text without a frame, as SwiftUI's plain fields do.
public protocol TextFieldStyle {}

/// A text field style GtkUI knows how to show.
protocol BuiltinTextFieldStyle: TextFieldStyle {
    /// Whether the entry draws its frame.
    var hasFrame: Bool { get }
}

/// The platform's default: an entry with GTK's frame.
public struct DefaultTextFieldStyle: BuiltinTextFieldStyle {
    var hasFrame: Bool { true }
    /// The style.
    public init() {}
}

/// An entry with GTK's rounded frame.
public struct RoundedBorderTextFieldStyle: BuiltinTextFieldStyle {
    var hasFrame: Bool { true }
    /// The style.
    public init() {}
}

/// An entry with a frame; GTK's frame is the rounded one.
public struct SquareBorderTextFieldStyle: BuiltinTextFieldStyle {
    var hasFrame: Bool { true }
    /// The style.
    public init() {}
}

/// The text alone, without a frame.
public struct PlainTextFieldStyle: BuiltinTextFieldStyle {
    var hasFrame: Bool { false }
    /// The style.
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default: an entry with a frame.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// An entry with a rounded frame.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
    /// An entry with a frame.
    public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The text alone, without a frame.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

private struct TextFieldHasFrameKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether entries here draw their frame.
    var textFieldHasFrame: Bool {
        get { self[TextFieldHasFrameKey.self] }
        set { self[TextFieldHasFrameKey.self] = newValue }
    }
}

extension View {
    /// Sets how every ``TextField`` and ``SecureField`` inside this view looks.
    public func textFieldStyle(_ style: some TextFieldStyle) -> some View {
        environment(\.textFieldHasFrame, (style as? any BuiltinTextFieldStyle)?.hasFrame ?? true)
    }
}
