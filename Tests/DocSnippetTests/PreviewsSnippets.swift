import GtkUI
import GtkUITesting
import XCTest

// The code of Previews.md.

struct NoteRow: View {
    let title: String
    var isPinned = false

    var body: some View {
        HStack {
            Text(title)
            if isPinned { Image(systemName: "pin") }
        }
        .padding(8)
    }
}

#Preview("Pinned note", traits: .sizeThatFitsLayout) {
    NoteRow(title: "Groceries", isPinned: true)
}

#Preview("Counter", traits: .fixedLayout(width: 240, height: 120)) {
    @Previewable @State var count = 0
    Button("Count: \(count)") { count += 1 }
}

extension EnvironmentValues {
    @Entry var noteAccent: String = "blue"
}

extension FocusedValues {
    @Entry var pinnedNote: String?
}

struct NoteRowPreviews: PreviewProvider {
    static var previews: some View {
        NoteRow(title: "Draft")
    }
}

final class NotePreviewTests: XCTestCase {
    func testPreviews() {
        MainActor.assumeIsolated {
            assertPreviewSnapshots(module: "DocSnippetTests")
        }
    }
}
