import GtkUI

/// The "Controls" page: text and images, every control of the catalog, then gestures and help.
struct ControlsPage: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            TextSection()
            ControlsSection()
            MenusSection()
            GesturesSection()
        }
    }
}
