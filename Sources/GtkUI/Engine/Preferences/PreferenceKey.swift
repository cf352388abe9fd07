/// A named value that views produce for their ancestors: the child-to-ancestor counterpart of an
/// ``EnvironmentKey``, as in SwiftUI.
///
/// ```swift
/// struct TotalHeight: PreferenceKey {
///     static let defaultValue: Double = 0
///     static func reduce(value: inout Double, nextValue: () -> Double) { value += nextValue() }
/// }
/// ```
/// A view sets a value with ``View/preference(key:value:)``; a view around it reads the combined
/// value of everything inside it with ``View/onPreferenceChange(_:perform:)``,
/// ``View/overlayPreferenceValue(_:alignment:_:)`` or ``View/backgroundPreferenceValue(_:alignment:_:)``.
/// Navigation titles, toolbar items and the preferred colour scheme travel this way too.
public protocol PreferenceKey {
    /// The type of value this preference carries.
    associatedtype Value

    /// The value of a view that sets none, and what readers see when nothing inside them sets one.
    static var defaultValue: Value { get }

    /// Combines `value`, accumulated so far in view-tree order, with the value of the next view.
    ///
    /// GtkUI calls it only for views that set a value, siblings in order; a view that sets none
    /// adds nothing.
    static func reduce(value: inout Value, nextValue: () -> Value)
}
