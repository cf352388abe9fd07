import Foundation

// Titles written as literals, or declared as `LocalizedStringKey`, are keys, as in SwiftUI: each
// initializer here resolves the key and hands the text to the initializer taking a string. A
// `String` variable still reaches the string initializer and is shown as it is.

extension Button where Label == Text {
    /// A button titled by the text of `titleKey`.
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(titleKey.resolved(), action: action)
    }

    /// A button titled by the text of `titleKey`, with a role.
    @preconcurrency nonisolated public init(
        _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(titleKey.resolved(), role: role, action: action)
    }
}

extension Toggle where Label == Text {
    /// A toggle titled by the text of `titleKey`.
    nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(titleKey.resolved(), isOn: isOn)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled by the text of `titleKey`, with a symbol.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(titleKey.resolved(), systemImage: name)
    }
}

extension TextField {
    /// An entry whose placeholder and accessible name is the text of `titleKey`.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(titleKey.resolved(), text: text)
    }
}

extension SecureField {
    /// A password entry whose placeholder is the text of `titleKey`.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(titleKey.resolved(), text: text)
    }
}

extension Picker where Label == Text {
    /// A picker titled by the text of `titleKey`.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(titleKey.resolved(), selection: selection, content: content)
    }
}

extension Stepper where Label == Text {
    /// A stepper titled by the text of `titleKey`, moving `value` by `step` within `bounds`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(titleKey.resolved(), value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled by the text of `titleKey`, moving `value` by `step`, without bounds.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(titleKey.resolved(), value: value, step: step, onEditingChanged: onEditingChanged)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section headed by the text of `titleKey`.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(titleKey.resolved(), content: content)
    }
}

extension NavigationLink {
    /// A link titled by the text of `titleKey`, opening `destination`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) where Label == Text {
        self.init(titleKey.resolved(), destination: destination)
    }

    /// A link titled by the text of `titleKey`, opening `destination`.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) where Label == Text {
        self.init(titleKey.resolved(), destination: destination)
    }
}

extension NavigationLink where Destination == Never {
    /// A link titled by the text of `titleKey`, presenting `value` through the stack's destinations.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text {
        self.init(titleKey.resolved(), value: value)
    }
}

extension Link where Label == Text {
    /// A link titled by the text of `titleKey`, opening `destination`.
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(titleKey.resolved(), destination: destination)
    }
}

extension Menu where Label == Text {
    /// A menu titled by the text of `titleKey`.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(titleKey.resolved(), content: content)
    }
}

extension GroupBox where Label == Text {
    /// A group box titled by the text of `titleKey`.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(titleKey.resolved(), content: content)
    }
}

extension DisclosureGroup where Label == Text {
    /// A disclosure group titled by the text of `titleKey`, expanded while `isExpanded` is true.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.init(titleKey.resolved(), isExpanded: isExpanded, content: content)
    }

    /// A disclosure group titled by the text of `titleKey`.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(titleKey.resolved(), content: content)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner titled by the text of `titleKey`.
    nonisolated public init(_ titleKey: LocalizedStringKey) {
        self.init(titleKey.resolved())
    }
}

extension View {
    /// Titles the window, or the navigation stack's page, with the text of `titleKey`.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(titleKey.resolved())
    }
}
