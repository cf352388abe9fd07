/// A button drawn by a ``ButtonStyle``: a frameless GTK push button around the style's body,
/// with the pressed state the button reports.
struct CustomButtonStyleBody<Style: ButtonStyle>: View {
    let style: Style
    let configuration: PrimitiveButtonStyleConfiguration
    @State private var isPressed = false

    var body: some View {
        PressableButtonWidget(
            content: ButtonStyleBody(
                style: style,
                configuration: ButtonStyleConfiguration(
                    role: configuration.role, label: .init(content: configuration.label.content), isPressed: isPressed)
            )
            // A `Button` inside the body takes the automatic style instead of this one, forever.
            .environment(\.buttonStyle, nil),
            title: configuration.label.content.text, isPressed: $isPressed, action: configuration.action)
    }
}

/// The body a ``ButtonStyle`` makes, with the style's own dynamic properties linked.
struct ButtonStyleBody<Style: ButtonStyle>: StyledView {
    let style: Style
    let configuration: ButtonStyleConfiguration

    static var styleLabelType: ObjectIdentifier { ObjectIdentifier(ButtonStyleConfiguration.Label.self) }
    var styleControlName: String { "Button" }

    func makeStyledBody(in environment: EnvironmentValues, linker: inout StyleLinker) -> any View {
        linker.link(style)
        return style.makeBody(configuration: configuration)
    }
}
