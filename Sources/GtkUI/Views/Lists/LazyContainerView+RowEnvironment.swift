extension LazyContainerView {
    /// Rows of a lazy stack or grid are no list rows, even inside a list's row: a
    /// `NavigationLink` in them is a button.
    func writeRowEnvironment(_ environment: inout EnvironmentValues) {
        environment.rowsAreSelectable = false
        environment.isInListRow = false
    }
}
