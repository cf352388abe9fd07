/// A window scene (``WindowGroup`` or ``Window``) with its content type erased, as the app's
/// last `body` evaluation described it.
@MainActor
struct AnyWindowGroup {
    /// The window title; nil for the app's name.
    let title: String?
    let id: String?
    /// A ``Window``: at most one window open; opening it again presents that window.
    let isSingleInstance: Bool
    var defaultSize: (width: Int, height: Int)?
    /// The root view of a window of this scene: it evaluates the scene's content as its body.
    let makeRootView: () -> AnyView
    /// The title bar of the scene's windows, from ``Scene/windowStyle(_:)``.
    var titleBarKind: WindowTitleBarKind = .headerBar
    /// From ``Scene/windowResizability(_:)``.
    var resizability: WindowResizability = .automatic
    /// The ``Settings`` scene: opened by "Preferences" and Ctrl+, never at launch.
    var isSettings = false
    /// For a group made with `for:`: the type of value its windows show.
    var valueType: ObjectIdentifier?
    /// For a group made with `for:`: a box holding a window's value (the value given, or nil).
    var makeValueBox: ((AnyHashable?) -> any PresentedValueBox)?
    /// For a group made with `for:`: the root view of the window whose value `box` holds.
    var makeValueRootView: ((any PresentedValueBox) -> AnyView)?

    /// The root view of a window whose value is in `box`, if the group takes a value.
    func rootView(valueBox box: (any PresentedValueBox)?) -> AnyView {
        if let box, let makeValueRootView { return makeValueRootView(box) }
        return makeRootView()
    }
}
