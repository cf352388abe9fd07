import Foundation
import GtkUI

// Examples of ComingFromSwiftUI.md rows for what public SwiftUI apps needed when they were built
// here with only the import changed. Each example stands on a line of its own.

/// A model that is not on the main actor, as apps write them.
final class PortedAppList: ObservableObject {
    @Published var items = ["A", "B"]
    func remove(at offsets: IndexSet) { items.remove(atOffsets: offsets) }
    func move(from offsets: IndexSet, to destination: Int) { items.move(fromOffsets: offsets, toOffset: destination) }
}

struct PortedAppSnippets: View {
    @ObservedObject var list: PortedAppList

    var body: some View {
        List {
            ForEach(list.items, id: \.self) { Text($0) }.onDelete(perform: list.remove)
            ForEach(list.items, id: \.self) { Text($0) }.onMove(perform: list.move)
        }
        // The table's example is one line.
        // swift-format-ignore
        Button(action: {}) { Image(systemName: "bell"); Text("Ring") }
    }
}

/// Older and shorter forms public apps use.
struct PortedAppOlderForms: View {
    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            Text("Wide")
        }
        Text("Accent").accentColor(.orange)
        Button("Add Expense", systemImage: "plus") {}
        Color(.sRGB, white: 0.9, opacity: 1)
    }
}

/// SwiftUI's older presentation API and the other forms public apps used, as the table shows them.
/// The table's examples are one line each, so the declarations that hold them are not formatted.
struct PortedAppLegacyForms: View {
    @State private var flag = false
    @Environment(\.presentationMode) var presentationMode
    let url = URL(string: "file:///usr/share/pixmaps/debian-logo.png")

    var body: some View {
        VStack {
            AsyncImage(url: URL(string: "file:///usr/share/pixmaps/debian-logo.png"))
            loadedImage
            EditButton()
            alerting
            asking.navigationBarItems(trailing: EditButton())
        }
    }

    // swift-format-ignore
    var loadedImage: some View { AsyncImage(url: url) { image in image.resizable() } placeholder: { ProgressView() } }

    // swift-format-ignore
    var alerting: some View { Text("Alert").alert(isPresented: $flag) { Alert(title: Text("Saved"), dismissButton: .default(Text("OK"))) } }

    // swift-format-ignore
    var asking: some View { Text("Sheet").actionSheet(isPresented: $flag) { ActionSheet(title: Text("Share"), buttons: [.default(Text("Mail")), .cancel()]) } }
}

/// A path kept between launches.
@MainActor func portedAppSavedPath(_ path: NavigationPath) -> NavigationPath? {
    guard let codable = path.codable else { return nil }
    return NavigationPath(codable)
}
