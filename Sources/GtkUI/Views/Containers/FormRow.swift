/// A control with a title, as it sits in a ``Form``: the title at the start of the row and the
/// control at its end, as in GNOME's settings. Outside a form, or while labels are hidden, the
/// control alone.
struct FormRow<Control: View>: View {
    let title: String
    let control: Control
    @Environment(\.isInForm) private var isInForm
    @Environment(\.labelsHidden) private var labelsHidden

    init(title: String, @ViewBuilder control: () -> Control) {
        self.title = title
        self.control = control()
    }

    var body: some View {
        if isInForm && !labelsHidden && !title.isEmpty {
            HStack(spacing: 12) {
                FormTitle(title: title)
                control
            }
        } else {
            control
        }
    }
}
