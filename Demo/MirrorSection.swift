import GtkUI

/// A text field mirrored into a label through a binding.
struct MirrorSection: View {
    @State private var name = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            SectionTitle(title: "Text field")
            TextField("Type your name", text: $name)
            Text(name.isEmpty ? "Hello, whoever you are." : "Hello, \(name)!")
        }
    }
}
