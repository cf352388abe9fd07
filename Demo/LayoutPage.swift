import GtkUI

/// The "Layout" page: colours and shapes, then stacks, grids, groups and forms.
struct LayoutPage: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ShapesSection()
            LayoutSection()
            FormSection()
        }
    }
}
