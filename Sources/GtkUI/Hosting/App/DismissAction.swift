/// Dismisses the presentation that contains the calling view: `@Environment(\.dismiss)`.
///
/// ```swift
/// struct EditSheet: View {
///     @Environment(\.dismiss) private var dismiss
///     var body: some View { Button("Done") { dismiss() } }
/// }
/// ```
/// In a sheet's content it closes that sheet: the presenting binding becomes false and the
/// sheet's `onDismiss` runs once. In a window's content it closes that window. Elsewhere (a
/// ``HostingWidget`` in a plain GTK window) it does nothing.
@MainActor
public struct DismissAction {
    let dismiss: @MainActor () -> Void

    /// Closes the sheet or window that contains the calling view.
    public func callAsFunction() {
        dismiss()
    }
}

private struct DismissKey: EnvironmentKey {
    static let defaultValue: DismissAction? = nil
}

private struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Closes the sheet or window that contains the view; see ``DismissAction``.
    @MainActor
    public var dismiss: DismissAction {
        get { self[DismissKey.self] ?? DismissAction {} }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether the view is in presented content, such as a sheet.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
