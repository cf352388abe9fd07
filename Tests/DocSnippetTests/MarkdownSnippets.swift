import GtkUI

// The Markdown row of the "Coming from SwiftUI" table, compiled.

struct MarkdownSnippet: View {
    var body: some View {
        Text("**Bold** and *italic*")
    }
}
