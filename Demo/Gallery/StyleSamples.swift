import GtkUI

/// A button style of the Demo's own: a rounded, coloured capsule that darkens while pressed.
/// GtkUI keeps it a push button: Tab reaches it, Space and Enter press it, and a screen reader
/// hears its title.
struct CapsuleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 14)
            .padding(.vertical, 6)
            .foregroundStyle(.white)
            .background(
                RoundedRectangle(cornerRadius: 14)
                    .fill(configuration.isPressed ? Color.indigo : Color.blue))
    }
}

/// A toggle style of the Demo's own: a button with a check mark icon beside the label.
struct ChecklistToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            Label {
                configuration.label
            } icon: {
                Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
            }
        }
        .buttonStyle(.plain)
    }
}

/// A group box style of the Demo's own: a tinted card with the label as its heading.
struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            configuration.label.font(.headline)
            configuration.content
        }
        .padding(10)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color.gray.opacity(0.15)))
    }
}
