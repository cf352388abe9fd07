import GtkUI

/// The kinds of control in the catalog form, repeated in this order.
enum CatalogKind: Int, CaseIterable {
    case text, button, toggle, textField, slider, stepper, progress, secureField, image, separator

    /// The kind of the control at `index`.
    static func at(_ index: Int) -> CatalogKind {
        allCases[index % allCases.count]
    }
}

/// A form of mixed controls built either with GtkUI or by hand; creating the value is the engine
/// part of a mount, ``widget`` then goes into a window.
@MainActor
protocol CatalogUnderTest: AnyObject {
    /// Builds a form of `count` controls.
    init(count: Int)

    /// The widget to put into a window.
    var widget: WidgetPointer { get }

    /// The vertical `GtkBox` holding the controls.
    var formBox: WidgetPointer { get }

    /// Lets go of the form before its window is destroyed.
    func tearDown()
}
