import Foundation
import GtkUI

// The code of WindowsAndDialogs.md.

// @main
struct Journal: App {
    var body: some Scene {
        WindowGroup("Journal") { JournalView() }
        WindowGroup("Entry", id: "entry", for: Int.self) { $number in
            Text("Entry \(number ?? 0)")
        }
        Window("Statistics", id: "statistics") { Text("12 entries") }
            .defaultSize(width: 300, height: 200)
    }
}

struct JournalView: View {
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        HStack {
            Button("Open entry 3") { openWindow(value: 3) }
            Button("Statistics") { openWindow(id: "statistics") }
        }
    }
}

struct RenameButton: View {
    @State private var renaming = false
    @State private var name = "Untitled"

    var body: some View {
        Button("Rename…") { renaming = true }
            .sheet(isPresented: $renaming) {
                RenameSheet(name: $name)
            }
    }
}

struct RenameSheet: View {
    @Binding var name: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 8) {
            TextField("Name", text: $name)
            Button("Done") { dismiss() }
                .keyboardShortcut(.defaultAction)
        }
        .padding(12)
    }
}

struct AboutDialog: GtkWindowRepresentable {
    let version: String

    func makeWindow(context: Context) -> UnsafeMutablePointer<GtkAboutDialog> {
        let about: UnsafeMutablePointer<GtkAboutDialog> = gtk_about_dialog_new()!.cast()
        gtk_about_dialog_set_program_name(about, "Journal")
        gtk_about_dialog_set_logo_icon_name(about, "accessories-text-editor")
        return about
    }

    func updateWindow(_ about: UnsafeMutablePointer<GtkAboutDialog>, context: Context) {
        gtk_about_dialog_set_version(about, version)
    }
}

struct HelpMenu: View {
    @State private var showsAbout = false

    var body: some View {
        Button("About Journal") { showsAbout = true }
            .sheet(isPresented: $showsAbout) {
                AboutDialog(version: "1.0")
            }
    }
}

struct ImportButton: View {
    @State private var importing = false
    @State private var imported: URL?

    var body: some View {
        Button("Import…") { importing = true }
            .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText]) { result in
                if case .success(let url) = result { imported = url }
            }
    }
}
