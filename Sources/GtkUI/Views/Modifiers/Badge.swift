/// A view with a badge at its trailing end: what ``View/badge(_:)-(Int)`` makes.
struct Badged<Content: View> {
    let content: Content
    let badge: Text?
}

// View in an extension, so that the type is not main-actor isolated and the badge modifiers are
// nonisolated, as in SwiftUI.
extension Badged: View {
    var body: some View {
        if let badge {
            HStack(spacing: 6) {
                content
                Spacer()
                badge.foregroundColor(.secondary)
            }
        } else {
            content
        }
    }
}

extension View {
    /// Shows `count` at the trailing end of the view, dimmed, as SwiftUI shows a badge on a list
    /// row or a label; zero shows no badge.
    nonisolated public func badge(_ count: Int) -> some View {
        Badged(content: self, badge: count == 0 ? nil : Text(verbatim: String(count)))
    }

    /// Shows `label` at the trailing end of the view, dimmed; nil shows no badge.
    nonisolated public func badge(_ label: Text?) -> some View {
        Badged(content: self, badge: label)
    }

    /// Shows the text of `key` at the trailing end of the view, dimmed; nil shows no badge.
    nonisolated public func badge(_ key: LocalizedStringKey?) -> some View {
        Badged(content: self, badge: key.map { Text($0) })
    }

    /// Shows `label` as it is at the trailing end of the view, dimmed; nil shows no badge.
    @_disfavoredOverload
    nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some View {
        Badged(content: self, badge: label.map { Text($0) })
    }
}
