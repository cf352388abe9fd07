/// The automatic labeled content style's row: in a ``Form`` the label at the start and the value
/// at the end, elsewhere side by side; the value dimmed; only the value while labels are hidden.
struct AutomaticLabeledContent: View {
    let label: LabeledContentStyleConfiguration.Label
    let content: LabeledContentStyleConfiguration.Content
    @Environment(\.isInForm) private var isInForm
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        if labelsHidden {
            content
        } else if isInForm {
            HStack(spacing: 12) {
                label
                Spacer(minLength: 0)
                content.foregroundStyle(.secondary)
            }
        } else {
            HStack(spacing: 8) {
                label
                content.foregroundStyle(.secondary)
            }
        }
    }
}
