/// A titled box around related content (`GtkFrame`), the content stacked top to bottom at the
/// leading edge. A text title is also the frame's accessible name.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A group box with the content and label the closures build.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }
}

extension GroupBox where Label == Text {
    /// A group box titled `title`.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension GroupBox where Label == EmptyView {
    /// A group box with no title.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox: PrimitiveContainerView {
    var representable: GroupBoxFrame<Label, Content> { GroupBoxFrame(label: label, body: content) }
}

/// The frame behind ``GroupBox``.
struct GroupBoxFrame<Label: View, Body: View>: TitledBinContainer {
    let label: Label
    let body: Body

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
        ControlSupport.setAccessibleName(ControlSupport.text(of: label), on: frame)
    }

    static func label(of frame: UnsafeMutablePointer<GtkFrame>) -> WidgetPointer? { gtk_frame_get_label_widget(frame) }
    static func setLabel(_ label: WidgetPointer?, of frame: UnsafeMutablePointer<GtkFrame>) {
        gtk_frame_set_label_widget(frame, label)
    }
}
