/// Groups views without adding a widget, so that modifiers and conditions apply to all of them.
public struct Group<Content: View> {
    let content: Content

    /// Groups the views the closure builds.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The grouped views.
    public var body: Content { content }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are nonisolated, as in SwiftUI.
extension Group: View {}
