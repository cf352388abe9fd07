extension Alert {
    /// A button of an ``Alert`` or an ``ActionSheet``: a label, what it does, and its kind.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A plain button.
        nonisolated public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        /// A button that cancels, labelled `label`.
        nonisolated public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A button that cancels, labelled "Cancel".
        nonisolated public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A button that deletes or destroys something, shown in the theme's warning style.
        nonisolated public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }

        /// The button as the dialog shows it: a ``Button`` with the same role.
        @MainActor var view: GtkUI.Button<Text> {
            let action = action
            return GtkUI.Button(role: role) {
                action?()
            } label: {
                label
            }
        }
    }
}
