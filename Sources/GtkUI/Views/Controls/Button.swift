/// A button that runs `action` once per click, drawn by the ``PrimitiveButtonStyle`` or
/// ``ButtonStyle`` of its environment (`.buttonStyle(_:)`).
///
/// The built-in styles make a native `GtkButton`: its look follows its ``ButtonRole``
/// (`destructive-action` for ``ButtonRole/destructive``), the style and the
/// ``View/controlSize(_:)`` of the environment. A ``ButtonStyle`` of your own draws the button
/// inside a `GtkButton` that keeps focus, keyboard and accessibility.
///
/// A label of several views (`Button { Image(systemName: "bell"); Text("Ring") }`) is laid out
/// side by side, in an implicit ``HStack``, as in SwiftUI.
///
/// The initializers are `@preconcurrency`, as SwiftUI's: an action that is not `Sendable` (a
/// model's method, a closure the view was given) builds without a diagnostic in Swift 5 mode and
/// with a warning, not an error, in Swift 6 mode.
public struct Button<Label: View> {
    let label: Label
    let role: ButtonRole?
    let action: @MainActor () -> Void
    /// Made from a style's configuration (``init(_:)``): drawn in the automatic style, whatever
    /// the environment says, so that a style showing `Button(configuration)` does not draw itself.
    private var ignoresStyle = false

    /// A button showing the views `label` builds.
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role, showing the views `label` builds.
    @preconcurrency nonisolated public init(
        role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) {
        self.role = role
        self.action = action
        self.label = label()
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are nonisolated, as in SwiftUI.
extension Button: View {}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The standard button for a ``PrimitiveButtonStyle``'s configuration: its label, role and
    /// action, drawn as the automatic style draws a button. Use it inside `makeBody` to keep
    /// GTK's push button and add to it.
    nonisolated public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
        ignoresStyle = true
    }
}

extension Button: StyledView {
    static var styleLabelType: ObjectIdentifier { ObjectIdentifier(PrimitiveButtonStyleConfiguration.Label.self) }

    func makeStyledBody(in environment: EnvironmentValues, linker: inout StyleLinker) -> any View {
        let configuration = PrimitiveButtonStyleConfiguration(
            role: role, label: .init(content: StyleContent(ImplicitHStack.around(label), usage: linker.labelUsage)),
            action: action)
        guard !ignoresStyle, let style = environment.buttonStyle?.style else {
            linker.link(DefaultButtonStyle())
            return DefaultButtonStyle().makeBody(configuration: configuration)
        }
        return Self.body(of: style, configuration, linker: &linker)
    }

    @MainActor private static func body<Style: PrimitiveButtonStyle>(
        of style: Style, _ configuration: PrimitiveButtonStyleConfiguration, linker: inout StyleLinker
    ) -> any View {
        linker.link(style)
        // A style whose body shows a `Button(action:)` would draw that button again, forever.
        guard !linker.drawsEnclosingControl else { return DefaultButtonStyle().makeBody(configuration: configuration) }
        return style.makeBody(configuration: configuration)
    }
}

extension Button where Label == Text {
    /// A button with a text label.
    @_disfavoredOverload
    @preconcurrency nonisolated public init(_ title: some StringProtocol, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    /// A button with a text label and a role.
    @_disfavoredOverload
    @preconcurrency nonisolated public init(
        _ title: some StringProtocol, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { Text(title) }
    }
}
