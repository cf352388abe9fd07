/// Reads a value from the environment of the view that declares it.
///
/// ```swift
/// @Environment(\.isEnabled) private var isEnabled
/// ```
/// A view that reads the environment is evaluated again when an ancestor changes it.
@propertyWrapper
public struct Environment<Value>: DynamicProperty, Sendable {
    let box: EnvironmentBox<Value>

    /// Reads the value at `keyPath` of the environment.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        box = EnvironmentBox(keyPath: keyPath)
    }

    /// The current value; the default value outside a mounted view.
    public var wrappedValue: Value {
        onGtkThread(passing: box) { box in
            box.node?.environment[keyPath: box.keyPath] ?? EnvironmentValues()[keyPath: box.keyPath]
        }
    }

    var linkedBox: any LinkedPropertyBox { box }
}

extension Environment: LinkedProperty {}

/// Connects an ``Environment`` property to the node that holds the environment.
// Not isolated, so that the nonisolated initializers of the property wrapper (as in SwiftUI)
// can make it. Sendable without checking: only its main-actor members touch what it holds.
final class EnvironmentBox<Value>: @unchecked Sendable {
    let keyPath: KeyPath<EnvironmentValues, Value>
    private var handle: NodeHandle?

    /// The node this property belongs to, while mounted.
    @MainActor var node: ViewNode? { handle?.target }

    init(keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    @MainActor func link(to storage: AnyObject?, node: ViewNode) -> AnyObject {
        handle = node.handle
        return self
    }

    var readsEnvironment: Bool { true }
}

extension EnvironmentBox: LinkedPropertyBox {}
