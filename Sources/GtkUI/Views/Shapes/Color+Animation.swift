import CGtkShim

extension Color {
    /// The colour's red, green, blue and opacity as resolved against `widget`'s theme: what an
    /// animated colour change moves through.
    @MainActor
    func animatableVector(for widget: UnsafeMutablePointer<GtkWidget>) -> AnimatableVector {
        let rgba = resolved(for: widget)
        return AnimatableVector([rgba.red, rgba.green, rgba.blue, rgba.alpha])
    }

    /// The colour of a vector from ``animatableVector(for:)``, components clamped to 0…1.
    init(animatableVector vector: AnimatableVector) {
        func component(_ index: Int) -> Double {
            index < vector.values.count ? min(max(vector.values[index], 0), 1) : 0
        }
        self.init(red: component(0), green: component(1), blue: component(2), opacity: component(3))
    }
}
