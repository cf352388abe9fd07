/// Whether the view is presented, and a way to dismiss it: SwiftUI's older form of
/// `@Environment(\.dismiss)`, kept so that code written for it compiles and works.
///
/// ```swift
/// @Environment(\.presentationMode) var presentationMode
/// Button("Close") { presentationMode.wrappedValue.dismiss() }
/// ```
/// `isPresented` is true inside presented content such as a sheet; ``dismiss()`` runs the
/// environment's ``DismissAction`` (it closes the sheet or window that holds the view).
public struct PresentationMode {
    /// Whether the view is in presented content, such as a sheet.
    public private(set) var isPresented: Bool
    /// Set by ``dismiss()``; the environment's binding dismisses when it sees it.
    var wantsDismissal = false

    /// Asks the presentation that holds the view to end.
    public mutating func dismiss() {
        wantsDismissal = true
        isPresented = false
    }
}

extension EnvironmentValues {
    /// The presentation that holds the view, as a binding: set a value on which
    /// ``PresentationMode/dismiss()`` was called to dismiss it.
    @MainActor
    public var presentationMode: Binding<PresentationMode> {
        let dismiss = self.dismiss
        let mode = PresentationMode(isPresented: isPresented)
        return Binding(
            get: { mode },
            set: { newValue in
                // Bindings are written on GTK's thread, which is the main actor.
                if newValue.wantsDismissal { MainActor.assumeIsolated { dismiss() } }
            })
    }
}
