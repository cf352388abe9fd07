import GtkUI

/// GtkFileChooserDialog wrapped as a window representable: it reports the chosen path.
struct FileChooser: GtkWindowRepresentable {
    @Binding var path: String?

    func makeCoordinator() -> Coordinator { Coordinator(path: $path) }

    func makeWindow(context: Context) -> UnsafeMutablePointer<GtkDialog> {
        // gtk_file_chooser_dialog_new is variadic; g_object_new with no properties is not.
        let object = g_object_new_with_properties(gtk_file_chooser_dialog_get_type(), 0, nil, nil)!
        let dialog: UnsafeMutablePointer<GtkDialog> = object.cast()
        gtk_window_set_title(dialog.cast(), "Choose a file")
        gtk_file_chooser_set_action(OpaquePointer(dialog), GTK_FILE_CHOOSER_ACTION_OPEN)
        gtk_dialog_add_button(dialog, "_Cancel", GTK_RESPONSE_CANCEL.rawValue)
        gtk_dialog_add_button(dialog, "_Open", GTK_RESPONSE_ACCEPT.rawValue)
        let coordinator = context.coordinator
        context.connect(dialog, "response") { args in
            guard args[1].int == Int(GTK_RESPONSE_ACCEPT.rawValue),
                let name = gtk_file_chooser_get_filename(OpaquePointer(dialog))
            else { return }
            coordinator.path.wrappedValue = String(cString: name)
            g_free(name)
        }
        return dialog
    }

    func updateWindow(_ dialog: UnsafeMutablePointer<GtkDialog>, context: Context) {
        context.coordinator.path = $path
    }

    /// Turns the dialog's response into a binding write.
    final class Coordinator {
        var path: Binding<String?>
        init(path: Binding<String?>) { self.path = path }
    }
}

/// A sheet with a file chooser, and an alert.
struct DialogSection: View {
    @State private var choosing = false
    @State private var path: String?
    @State private var alerting = false
    @State private var answer = "none yet"

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            SectionTitle(title: "Sheets and alerts")
            HStack(spacing: 8) {
                Button("Choose a file…") { choosing = true }
                Text(path.map { "Chosen: \($0)" } ?? "No file chosen")
            }
            .sheet(isPresented: $choosing) {
                FileChooser(path: $path)
            }
            HStack(spacing: 8) {
                Button("Show an alert") { alerting = true }
                Text("Answer: \(answer)")
            }
            .alert("Keep the changes?", isPresented: $alerting) {
                Button("Discard") { answer = "discard" }
                Button("Keep") { answer = "keep" }
            } message: {
                Text("This alert is a GtkMessageDialog.")
            }
        }
    }
}
