/// An input gesture, as SwiftUI's `Gesture`: a value that describes what to recognise, with
/// modifiers that say what to do as it changes and when it ends.
///
/// ```swift
/// @State private var offset = CGSize.zero
/// Circle()
///     .offset(offset)
///     .gesture(DragGesture().onChanged { offset = $0.translation })
/// ```
///
/// The built-in gestures (``TapGesture``, ``SpatialTapGesture``, ``LongPressGesture``,
/// ``DragGesture``, ``MagnifyGesture``, ``RotateGesture``) are recognised by GTK 3's gesture
/// objects on an event box around the view. A gesture of your own composes them in its `body`:
///
/// ```swift
/// struct Swipe: Gesture {
///     var body: some Gesture<DragGesture.Value> { DragGesture(minimumDistance: 30) }
/// }
/// ```
///
/// Where GtkUI differs: a custom gesture's `Value` must be its body's `Value` (SwiftUI requires
/// the same in practice); values of another type reach no callback, with one warning.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// The value the gesture reports as it changes and when it ends; by default, its body's.
    associatedtype Value = Body.Value
    /// The gesture this gesture is made of.
    associatedtype Body: Gesture
    /// The content of this gesture; built-in gestures have none (`Never`).
    var body: Body { get }
}

extension Never: Gesture {
    /// A gesture that is never made reports nothing.
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// Built-in gestures are recognised by GTK; their body is never called.
    public var body: Never { fatalError("GtkUI: body of a primitive gesture was called") }
}
