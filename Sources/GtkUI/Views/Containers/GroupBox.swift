/// A titled box around related content, drawn by the ``GroupBoxStyle`` of its environment: for
/// the automatic style a `GtkFrame`, the content stacked top to bottom at the leading edge. A
/// text title is also the frame's accessible name.
public struct GroupBox<Label: View, Content: View> {
    let label: Label
    let content: Content

    /// A group box with the content and label the closures build.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are nonisolated, as in SwiftUI.
extension GroupBox: View {}

extension GroupBox where Label == Text {
    /// A group box titled `title`.
    @_disfavoredOverload
    nonisolated public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension GroupBox where Label == EmptyView {
    /// A group box with no title.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The group box of a ``GroupBoxStyle``'s configuration, as the automatic style draws it.
    nonisolated public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension GroupBox: StyledView {
    static var styleLabelType: ObjectIdentifier { ObjectIdentifier(GroupBoxStyleConfiguration.Label.self) }

    func makeStyledBody(in environment: EnvironmentValues, linker: inout StyleLinker) -> any View {
        // A group box without a title has no label to drop.
        if label is EmptyView { linker.labelUsage.noteUsed() }
        let configuration = GroupBoxStyleConfiguration(
            label: .init(content: StyleContent(label, usage: linker.labelUsage)),
            content: .init(content: StyleContent(content, usage: nil)))
        guard let style = environment.groupBoxStyle?.style else {
            linker.link(DefaultGroupBoxStyle())
            return DefaultGroupBoxStyle().makeBody(configuration: configuration)
        }
        return Self.body(of: style, configuration, linker: &linker)
    }

    @MainActor private static func body<Style: GroupBoxStyle>(
        of style: Style, _ configuration: GroupBoxStyleConfiguration, linker: inout StyleLinker
    ) -> any View {
        linker.link(style)
        guard !linker.drawsEnclosingControl else {
            return DefaultGroupBoxStyle().makeBody(configuration: configuration)
        }
        return style.makeBody(configuration: configuration)
    }
}

/// The frame the automatic group box style makes.
struct GroupBoxFrame<Label: View, Body: View>: TitledBinContainer {
    let label: Label
    let body: Body
    /// The frame's accessible name: the label's text.
    let title: String?

    var content: TupleView<ContainerValueWriter<Label>, Body> {
        TupleView(label.writingContainerValue(\.isTitledBinLabel, true), body)
    }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkFrame> {
        let frame: UnsafeMutablePointer<GtkFrame> = gtk_frame_new(nil)!.cast()
        gtk_container_set_border_width(TitledBin.makeBox(in: frame.cast()).cast(), 8)
        return frame
    }

    /// Names the frame after a text title.
    func updateWidget(_ frame: UnsafeMutablePointer<GtkFrame>, context: Context) {
        ControlSupport.setAccessibleName(title, on: frame)
    }

    static func label(of frame: UnsafeMutablePointer<GtkFrame>) -> WidgetPointer? { gtk_frame_get_label_widget(frame) }
    static func setLabel(_ label: WidgetPointer?, of frame: UnsafeMutablePointer<GtkFrame>) {
        gtk_frame_set_label_widget(frame, label)
    }
}
