import Foundation
import GtkUI

/// The gallery's text and image items: each snippet is shown live beside its `source`, which a
/// test keeps equal to the snippet's code.
struct TextLibrary: LibraryContentProvider {
    var views: [LibraryItem] {
        LibraryItem(
            VStack(alignment: .leading, spacing: 4) {
                Text("Large title").font(.largeTitle)
                Text("Title").font(.title)
                Text("Headline").font(.headline)
                Text("Body")
                Text("Caption").font(.caption)
            },
            title: "Text and text styles", category: .control,
            source: #"""
                VStack(alignment: .leading, spacing: 4) {
                    Text("Large title").font(.largeTitle)
                    Text("Title").font(.title)
                    Text("Headline").font(.headline)
                    Text("Body")
                    Text("Caption").font(.caption)
                }
                """#)
        LibraryItem(
            VStack(alignment: .leading, spacing: 4) {
                Text("Bold").bold()
                Text("Italic").italic()
                Text("Semibold").fontWeight(.semibold)
                Text("let monospaced = true").monospaced()
                Text("20 px serif").font(.system(size: 20, design: .serif))
            },
            title: "Font modifiers", category: .effect,
            source: #"""
                VStack(alignment: .leading, spacing: 4) {
                    Text("Bold").bold()
                    Text("Italic").italic()
                    Text("Semibold").fontWeight(.semibold)
                    Text("let monospaced = true").monospaced()
                    Text("20 px serif").font(.system(size: 20, design: .serif))
                }
                """#)
        LibraryItem(
            Live(1) { $lines in
                Stepper("Line limit \(lines)", value: $lines, in: 1...4)
                Text("A long paragraph that wraps when the limit allows, and is cut in the middle otherwise.")
                    .lineLimit(lines)
                    .truncationMode(.middle)
                    .multilineTextAlignment(.center)
                    .textSelection(.enabled)
            },
            title: "Line limit and truncation", category: .effect,
            source: #"""
                @State private var lines = 1
                Stepper("Line limit \(lines)", value: $lines, in: 1...4)
                Text("A long paragraph that wraps when the limit allows, and is cut in the middle otherwise.")
                    .lineLimit(lines)
                    .truncationMode(.middle)
                    .multilineTextAlignment(.center)
                    .textSelection(.enabled)
                """#)
        LibraryItem(
            VStack(alignment: .leading, spacing: 4) {
                Label("Favourites", systemImage: "star.fill")
                Label("Trash", systemImage: "trash").labelStyle(.iconOnly)
                Label("Settings", systemImage: "gearshape").labelStyle(.titleOnly)
            },
            title: "Label", category: .control,
            source: #"""
                VStack(alignment: .leading, spacing: 4) {
                    Label("Favourites", systemImage: "star.fill")
                    Label("Trash", systemImage: "trash").labelStyle(.iconOnly)
                    Label("Settings", systemImage: "gearshape").labelStyle(.titleOnly)
                }
                """#)
        LibraryItem(
            HStack(spacing: 12) {
                Image(systemName: "heart.fill")
                Image(systemName: "folder")
                Image(systemName: "photo").resizable().scaledToFit().frame(width: 48, height: 48)
            },
            title: "Image", category: .control,
            source: #"""
                HStack(spacing: 12) {
                    Image(systemName: "heart.fill")
                    Image(systemName: "folder")
                    Image(systemName: "photo").resizable().scaledToFit().frame(width: 48, height: 48)
                }
                """#)
        LibraryItem(
            AsyncImage(url: URL(string: "file:///usr/share/pixmaps/debian-logo.png")) { phase in
                if let image = phase.image {
                    image.resizable().scaledToFit()
                } else if phase.error != nil {
                    Label("Not found", systemImage: "exclamationmark.triangle")
                } else {
                    ProgressView()
                }
            }
            .frame(width: 64, height: 64),
            title: "AsyncImage", category: .control,
            source: #"""
                AsyncImage(url: URL(string: "file:///usr/share/pixmaps/debian-logo.png")) { phase in
                    if let image = phase.image {
                        image.resizable().scaledToFit()
                    } else if phase.error != nil {
                        Label("Not found", systemImage: "exclamationmark.triangle")
                    } else {
                        ProgressView()
                    }
                }
                .frame(width: 64, height: 64)
                """#)
        LibraryItem(
            Link("GNOME", destination: URL(string: "https://www.gnome.org")!),
            title: "Link", category: .control,
            source: #"""
                Link("GNOME", destination: URL(string: "https://www.gnome.org")!)
                """#)
    }
}
