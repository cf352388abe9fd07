import Observation

/// Bindings to the properties of an `@Observable` model: `$model.title` is a
/// `Binding<String>`.
///
/// ```swift
/// struct Editor: View {
///     @Bindable var note: Note
///     var body: some View { TextField("Title", text: $note.title) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    /// The model.
    public var wrappedValue: Value

    /// Wraps a model for bindings to its properties.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Wraps a model for bindings to its properties.
    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// The wrapper itself, so `$model.property` makes bindings.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to one property of the model.
    public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>) -> Binding<Member> {
        Binding(location: onGtkThread(passing: (wrappedValue, keyPath)) { ObjectLocation(object: $0.0, keyPath: $0.1) })
    }
}
