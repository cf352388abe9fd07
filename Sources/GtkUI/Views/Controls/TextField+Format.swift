import Foundation

extension TextField {
    /// An entry editing `value` as text in `format`, such as `.number` for an `Int` or a
    /// `Double`.
    ///
    /// The text is parsed when the user presses Enter or moves the focus to another control; the
    /// whole window losing activation leaves the typed text waiting. A value that parses
    /// is written once (when it differs) and shown formatted; text that does not parse is
    /// replaced by the current value, and the binding is not written.
    nonisolated public init<F: ParseableFormatStyle>(
        _ title: some StringProtocol, value: Binding<F.FormatInput>, format: F
    )
    where F.FormatOutput == String, F.FormatInput: Equatable {
        let text = Binding<String>(
            get: { format.format(value.wrappedValue) },
            set: { typed in
                guard let parsed = try? format.parseStrategy.parse(typed), parsed != value.wrappedValue else { return }
                value.wrappedValue = parsed
            })
        self.init(title, text: text, onEditingChanged: { _ in }, onCommit: {})
        commitsOnSubmit = true
    }
}
