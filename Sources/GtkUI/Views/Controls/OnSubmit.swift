/// What submits a text field for ``View/onSubmit(of:_:)``: GtkUI submits text fields on Enter.
public struct SubmitTriggers: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Triggers from `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Enter in a text field or secure field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Enter in a search field; GtkUI has none, so this is accepted and never fires.
    public static let search = SubmitTriggers(rawValue: 2)
}

private struct SubmitActionsKey: EnvironmentKey {
    static let defaultValue: [@MainActor () -> Void] = []
}

extension EnvironmentValues {
    /// The actions Enter runs in the text fields here, innermost first.
    var submitActions: [@MainActor () -> Void] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when the user presses Enter in a ``TextField`` or ``SecureField`` inside
    /// this view. Nested `onSubmit` actions all run, innermost first.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void)
        -> some View
    {
        EnvironmentWriter(
            content: self,
            write: { environment in
                if triggers.contains(.text) { environment.submitActions.insert(action, at: 0) }
            },
            isSameValue: { _ in false })
    }

    /// Accepted for SwiftUI code; GTK 3 entries do not autocorrect, so it changes nothing.
    public func disableAutocorrection(_ disable: Bool?) -> Self { self }

    /// Accepted for SwiftUI code; GTK 3 entries do not autocorrect, so it changes nothing.
    public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }
}
