import GtkUI

/// What the fixture preview shows; a test changes it to see the snapshot fail.
@MainActor var previewFixtureTitle = "Stable"

#Preview("Titled", traits: .fixedLayout(width: 160, height: 60)) {
    Text(previewFixtureTitle).padding(8)
}
