import Observation

/// The content of a window that shows a value: made by ``WindowGroup/init(_:id:for:content:)``,
/// it hands the content a binding to the window's value.
public struct PresentedWindowContent<Value: Hashable, Content: View>: View {
    let value: PresentedWindowValue<Value>
    let content: (Binding<Value?>) -> Content

    /// The content with a binding to the window's value.
    public var body: Content {
        content(Binding(get: { [value] in value.value }, set: { [value] in value.value = $0 }))
    }
}

/// The value of one open window, kept in memory for as long as the window is open.
@MainActor
protocol PresentedValueBox: AnyObject {
    /// The value now, type-erased, to find the window that shows a value.
    var anyValue: AnyHashable? { get }
}

/// Holds the value a window of a value-taking ``WindowGroup`` shows; the content's binding writes
/// it, and views that read it update.
@MainActor
@Observable
final class PresentedWindowValue<Value: Hashable>: PresentedValueBox {
    var value: Value?

    init(_ value: Value?) {
        self.value = value
    }

    var anyValue: AnyHashable? { value.map { AnyHashable($0) } }
}
