import Foundation
import GtkUI

/// Text and images: every text style, fonts from the environment, line limits, labels, links
/// and SF Symbol names.
struct TextSection: View {
    @State private var lineLimit = 1
    @State private var iconOnly = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            SectionTitle(title: "Text and images")
            HStack(alignment: .bottom, spacing: 12) {
                Text("Large title").font(.largeTitle)
                Text("Title").font(.title)
                Text("Title 2").font(.title2)
                Text("Title 3").font(.title3)
                Text("Headline").font(.headline)
            }
            HStack(alignment: .bottom, spacing: 12) {
                Text("Body")
                Text("Callout").font(.callout)
                Text("Subheadline").font(.subheadline)
                Text("Footnote").font(.footnote)
                Text("Caption").font(.caption)
                Text("Caption 2").font(.caption2)
            }
            HStack(spacing: 12) {
                Text("20 px semibold").font(.system(size: 20, weight: .semibold))
                Text("Serif italic").font(.system(.body, design: .serif).italic())
                Text("let monospaced = true").font(.body.monospaced())
            }
            VStack(alignment: .leading, spacing: 4) {
                Text("This container sets .font(.callout) and .italic(); the button's title follows it.")
                Button("A button in callout") {}
            }
            .font(.callout)
            .italic()
            HStack(spacing: 8) {
                Button("Fewer lines") { lineLimit = max(1, lineLimit - 1) }
                Button("More lines") { lineLimit += 1 }
                Text("Line limit \(lineLimit)")
            }
            Text(
                "A long paragraph that wraps once the line limit allows more than one line, and is cut "
                    + "in the middle with an ellipsis when it does not fit. Select it: it can be copied."
            )
            .lineLimit(lineLimit)
            .truncationMode(.middle)
            .textSelection(.enabled)
            HStack(spacing: 12) {
                Label("Favourites", systemImage: "star.fill")
                Label("Trash", systemImage: "trash")
                Label("Settings", systemImage: "gearshape")
                Toggle("Icons only", isOn: $iconOnly)
            }
            .labelStyle(iconOnly ? AnyLabelParts.iconOnly : AnyLabelParts.both)
            HStack(spacing: 12) {
                ForEach(
                    [
                        "plus", "minus", "heart.fill", "magnifyingglass", "person.crop.circle", "folder", "bell",
                        "calendar", "square.and.arrow.up", "exclamationmark.triangle",
                    ], id: \.self
                ) { name in
                    Image(systemName: name)
                }
                Image(systemName: "photo").resizable().scaledToFit().frame(width: 48, height: 48)
            }
            HStack(spacing: 12) {
                Link("GNOME", destination: URL(string: "https://www.gnome.org")!)
                Link("Write to us", destination: URL(string: "mailto:someone@example.org")!)
            }
        }
    }
}

/// The two label styles the section switches between, as one type for `.labelStyle`.
private struct AnyLabelParts: LabelStyle {
    let showsTitle: Bool
    let showsIcon = true

    static let iconOnly = AnyLabelParts(showsTitle: false)
    static let both = AnyLabelParts(showsTitle: true)
}
