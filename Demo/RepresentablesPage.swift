import GtkUI

/// The second page: imperative GTK widgets and windows inside declarative views, and back.
struct RepresentablesPage: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            CalendarSection()
            DrawingSection()
            BannerSection()
            IslandSection()
            DialogSection()
        }
    }
}
