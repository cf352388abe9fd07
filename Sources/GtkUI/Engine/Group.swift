/// Groups views without adding a widget, so that modifiers and conditions apply to all of them.
public struct Group<Content: View>: View {
    let content: Content

    /// Groups the views the closure builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The grouped views.
    public var body: Content { content }
}
