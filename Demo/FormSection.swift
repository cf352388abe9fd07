import GtkUI

/// A settings form: sections of rows, switches, text and number fields, a colour picker, and
/// buttons in each role and style.
struct FormSection: View {
    private enum Field: Hashable { case name, port }

    @State private var wifi = true
    @State private var bluetooth = false
    @State private var name = "gtkui-host"
    @State private var password = ""
    @State private var port = 8080
    @State private var accent = Color.blue
    @State private var submitted = 0
    @State private var compact = false
    @State private var bold = true
    @FocusState private var focus: Field?

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            SectionTitle(title: "Form")
            Form {
                Section("Network") {
                    Toggle("Wi-Fi", isOn: $wifi)
                    Toggle("Bluetooth", isOn: $bluetooth)
                    TextField("Host name", text: $name).focused($focus, equals: .name)
                    SecureField("Password", text: $password)
                    TextField("Port", value: $port, format: .number).focused($focus, equals: .port)
                } footer: {
                    Text("Enter in a field submits the form: submitted \(submitted) time\(submitted == 1 ? "" : "s").")
                }
                Section(header: Text("Appearance"), footer: Text("Picked colours apply to this page only.")) {
                    ColorPicker("Accent colour", selection: $accent)
                    Toggle("Compact buttons", isOn: $compact)
                    Toggle("Bold", isOn: $bold).toggleStyle(.checkbox)
                }
            }
            .onSubmit { submitted += 1 }
            HStack(spacing: 8) {
                Button("Edit port") { focus = .port }
                Button("Save") {}.buttonStyle(.borderedProminent)
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
                Button("Borderless") {}.buttonStyle(.borderless)
                Button("Link") {}.buttonStyle(.link)
                Toggle("Pinned", isOn: $bold).toggleStyle(.button)
            }
            .controlSize(compact ? .small : .regular)
            Rectangle().fill(accent).frame(height: 8)
        }
    }
}
