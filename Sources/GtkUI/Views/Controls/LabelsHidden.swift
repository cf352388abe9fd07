private struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether controls here hide their titles, set by ``View/labelsHidden()``.
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the titles of the controls in this view (toggles, and the title column of a
    /// ``Form`` row). A text title stays the control's accessible name.
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}
