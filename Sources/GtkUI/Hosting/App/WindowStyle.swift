/// How a scene's windows draw their title bar; set with ``Scene/windowStyle(_:)``. Use the
/// styles GtkUI provides: `.automatic`, `.titleBar` and `.hiddenTitleBar`.
///
/// Not isolated to the main actor, as SwiftUI's: a style is a plain value.
public protocol WindowStyle {}

/// The title bar a built-in ``WindowStyle`` gives a window.
enum WindowTitleBarKind: Sendable {
    /// A `GtkHeaderBar` with the title, subtitle, window buttons and toolbar items.
    case headerBar
    /// A header bar with the window buttons and toolbar items but no title.
    case headerBarWithoutTitle
    /// The window manager's plain title bar; toolbar items are ignored.
    case plain
}

/// A built-in style, which names its title bar.
protocol TitleBarStyle {
    var titleBarKind: WindowTitleBarKind { get }
}

/// The platform's style: on GNOME, a header bar.
public struct DefaultWindowStyle: WindowStyle, TitleBarStyle {
    var titleBarKind: WindowTitleBarKind { .headerBar }
    /// The default style.
    nonisolated public init() {}
}

/// A plain title bar drawn by the window manager, without a header bar.
public struct TitleBarWindowStyle: WindowStyle, TitleBarStyle {
    var titleBarKind: WindowTitleBarKind { .plain }
    /// The plain title bar style.
    nonisolated public init() {}
}

/// A header bar without a title: window buttons and toolbar items only.
public struct HiddenTitleBarWindowStyle: WindowStyle, TitleBarStyle {
    var titleBarKind: WindowTitleBarKind { .headerBarWithoutTitle }
    /// The hidden title style.
    nonisolated public init() {}
}

extension WindowStyle where Self == DefaultWindowStyle {
    /// A header bar with the title, subtitle and window buttons.
    public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

extension WindowStyle where Self == TitleBarWindowStyle {
    /// The window manager's plain title bar, without a header bar.
    public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    /// A header bar that shows no title.
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}
