/// Content that the user shows or hides under a label, drawn by the ``DisclosureGroupStyle`` of
/// its environment: for the automatic style a `GtkExpander`, the content stacked top to bottom at
/// the leading edge. With an `isExpanded` binding, the group shows the binding's value and each
/// click writes it once; without one, the group keeps its own state, starting collapsed.
public struct DisclosureGroup<Label: View, Content: View> {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    /// Whether the group is expanded, when no binding says.
    @State private var expandedHere = false

    /// A disclosure group whose label and content the closures build, shown while `isExpanded`.
    nonisolated public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    /// A disclosure group that keeps whether it is expanded itself.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = nil
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension DisclosureGroup: View {}

extension DisclosureGroup where Label == Text {
    /// A disclosure group titled `title`, shown while `isExpanded`.
    @_disfavoredOverload
    nonisolated public init(
        _ title: some StringProtocol, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }

    /// A disclosure group titled `title` that keeps whether it is expanded itself.
    @_disfavoredOverload
    nonisolated public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension DisclosureGroup: StyledView {
    static var styleLabelType: ObjectIdentifier { ObjectIdentifier(DisclosureGroupStyleConfiguration.Label.self) }

    func makeStyledBody(in environment: EnvironmentValues, linker: inout StyleLinker) -> any View {
        let configuration = DisclosureGroupStyleConfiguration(
            label: .init(content: StyleContent(label, usage: linker.labelUsage)),
            content: .init(content: StyleContent(content, usage: nil)), isExpanded: isExpanded ?? $expandedHere)
        guard let style = environment.disclosureGroupStyle?.style else {
            linker.link(AutomaticDisclosureGroupStyle())
            return AutomaticDisclosureGroupStyle().makeBody(configuration: configuration)
        }
        return Self.body(of: style, configuration, linker: &linker)
    }

    @MainActor private static func body<Style: DisclosureGroupStyle>(
        of style: Style, _ configuration: DisclosureGroupStyleConfiguration, linker: inout StyleLinker
    ) -> any View {
        linker.link(style)
        guard !linker.drawsEnclosingControl else {
            return AutomaticDisclosureGroupStyle().makeBody(configuration: configuration)
        }
        return style.makeBody(configuration: configuration)
    }
}

/// The expander the automatic disclosure group style makes.
struct DisclosureExpander<Label: View, Body: View>: TitledBinContainer {
    let label: Label
    let body: Body
    let isExpanded: Binding<Bool>
    /// The expander's accessible name: the label's text.
    let title: String?

    var content: TupleView<ContainerValueWriter<Label>, Body> {
        TupleView(label.writingContainerValue(\.isTitledBinLabel, true), body)
    }

    /// Creates the expander; each user click writes the binding once.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkExpander> {
        let expander: UnsafeMutablePointer<GtkExpander> = gtk_expander_new(nil)!.cast()
        TitledBin.makeBox(in: expander.cast())
        context.connectEdits(expander, "notify::expanded") { gtk_expander_get_expanded(expander) != 0 }
        return expander
    }

    /// Shows the binding's value without echoing it back, and names the expander after a text title.
    func updateWidget(_ expander: UnsafeMutablePointer<GtkExpander>, context: Context) {
        ControlSupport.setAccessibleName(title, on: expander)
        context.show(isExpanded, current: gtk_expander_get_expanded(expander) != 0) {
            gtk_expander_set_expanded(expander, $0 ? 1 : 0)
        }
    }

    /// Holds the latest binding for the expander's handler.
    func makeCoordinator() -> BindingCoordinator<Bool> { BindingCoordinator(isExpanded) }

    static func label(of expander: UnsafeMutablePointer<GtkExpander>) -> WidgetPointer? {
        gtk_expander_get_label_widget(expander)
    }
    static func setLabel(_ label: WidgetPointer?, of expander: UnsafeMutablePointer<GtkExpander>) {
        gtk_expander_set_label_widget(expander, label)
    }
}
