import Foundation

/// A value with a label: `LabeledContent("Size", value: "2 KB")`.
///
/// In a ``Form`` it is a row as GNOME's preferences show one: the label at the start and the
/// value at the end, dimmed. Elsewhere the label and the value sit side by side, the value
/// dimmed. While labels are hidden (``View/labelsHidden()``) only the value shows.
///
/// Where GTK differs: the value is dimmed through CSS inheritance, so widgets whose theme sets
/// their own text colour (a button, an entry) keep it. A ``LabeledContentStyle`` of your own
/// lays the two out as it likes.
public struct LabeledContent<Label: View, Content: View> {
    let label: Label
    let content: Content

    /// The views `content` builds, labelled by the views `label` builds.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension LabeledContent: View {}

extension LabeledContent: StyledView {
    static var styleLabelType: ObjectIdentifier { ObjectIdentifier(LabeledContentStyleConfiguration.Label.self) }

    func makeStyledBody(in environment: EnvironmentValues, linker: inout StyleLinker) -> any View {
        // Hidden labels are the caller's choice, not a style's omission.
        if environment.labelsHidden { linker.labelUsage.noteUsed() }
        let configuration = LabeledContentStyleConfiguration(
            label: .init(content: StyleContent(label, usage: linker.labelUsage)),
            content: .init(content: StyleContent(content, usage: nil)))
        guard let style = environment.labeledContentStyle?.style else {
            linker.link(AutomaticLabeledContentStyle())
            return AutomaticLabeledContentStyle().makeBody(configuration: configuration)
        }
        return Self.body(of: style, configuration, linker: &linker)
    }

    @MainActor private static func body<Style: LabeledContentStyle>(
        of style: Style, _ configuration: LabeledContentStyleConfiguration, linker: inout StyleLinker
    ) -> any View {
        linker.link(style)
        guard !linker.drawsEnclosingControl else {
            return AutomaticLabeledContentStyle().makeBody(configuration: configuration)
        }
        return style.makeBody(configuration: configuration)
    }
}

extension LabeledContent
where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The labeled content of a ``LabeledContentStyle``'s configuration, as the automatic style
    /// lays it out.
    nonisolated public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension LabeledContent where Label == Text {
    /// The views `content` builds, labelled by the text of `titleKey`.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// The views `content` builds, labelled by `title` as it is.
    @_disfavoredOverload
    nonisolated public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A text value, shown as it is, labelled by the text of `titleKey`.
    nonisolated public init(_ titleKey: LocalizedStringKey, value: some StringProtocol) {
        self.init(content: { Text(verbatim: String(value)) }, label: { Text(titleKey) })
    }

    /// A text value, shown as it is, labelled by `title` as it is.
    @_disfavoredOverload
    nonisolated public init(_ title: some StringProtocol, value: some StringProtocol) {
        self.init(content: { Text(verbatim: String(value)) }, label: { Text(title) })
    }

    /// A value formatted by a format style, labelled by the text of `titleKey`:
    /// `LabeledContent("Price", value: 4.5, format: .currency(code: "EUR"))`.
    nonisolated public init<Style: FormatStyle>(_ titleKey: LocalizedStringKey, value: Style.FormatInput, format: Style)
    where Style.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    /// A value formatted by a format style, labelled by `title` as it is.
    @_disfavoredOverload
    nonisolated public init<Style: FormatStyle>(_ title: some StringProtocol, value: Style.FormatInput, format: Style)
    where Style.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}
