/// A control bound two-way to a Boolean, drawn by the ``ToggleStyle`` of its environment
/// (``View/toggleStyle(_:)``): a check box (`GtkCheckButton`), a switch (`GtkSwitch`) or a
/// toggle button (`GtkToggleButton`) for the built-in styles, or a style's own body.
///
/// The automatic style is a check box, except in a ``Form``, where it is a switch at the end of
/// a row with the label at its start, as in GNOME's settings. A change of style makes the
/// widget the new style asks for. ``View/labelsHidden()`` hides the label; a text title stays
/// the accessible name.
public struct Toggle<Label: View> {
    let label: Label
    let isOn: Binding<Bool>

    /// A toggle labelled by the views `label` builds, editing `isOn`.
    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are nonisolated, as in SwiftUI.
extension Toggle: View {}

extension Toggle where Label == Text {
    /// A toggle titled `title`, editing `isOn`.
    @_disfavoredOverload
    nonisolated public init(_ title: some StringProtocol, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle: StyledView {
    static var styleLabelType: ObjectIdentifier { ObjectIdentifier(ToggleStyleConfiguration.Label.self) }

    func makeStyledBody(in environment: EnvironmentValues, linker: inout StyleLinker) -> any View {
        let configuration = ToggleStyleConfiguration(
            label: .init(content: StyleContent(ImplicitHStack.around(label), usage: linker.labelUsage)), isOn: isOn)
        guard let style = environment.toggleStyle?.style else {
            linker.link(DefaultToggleStyle())
            return DefaultToggleStyle().makeBody(configuration: configuration)
        }
        return Self.body(of: style, configuration, linker: &linker)
    }

    @MainActor private static func body<Style: ToggleStyle>(
        of style: Style, _ configuration: ToggleStyleConfiguration, linker: inout StyleLinker
    ) -> any View {
        linker.link(style)
        // A style whose body shows a `Toggle` would draw that toggle again, forever.
        guard !linker.drawsEnclosingControl else { return DefaultToggleStyle().makeBody(configuration: configuration) }
        return style.makeBody(configuration: configuration)
    }
}

extension Toggle: @MainActor Equatable where Label: Equatable {
    /// Equal labels and bindings to the same place: a parent's new body then skips the toggle's.
    /// Bindings made from closures or constants are new each time, so they count as changed.
    public static func == (lhs: Toggle, rhs: Toggle) -> Bool {
        lhs.isOn.location === rhs.isOn.location && lhs.label == rhs.label
    }
}
