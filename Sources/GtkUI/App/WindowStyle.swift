/// How a scene's windows draw their title bar; set with ``Scene/windowStyle(_:)``.
@MainActor
public protocol WindowStyle {
    /// The title bar this style asks GTK for.
    var titleBarKind: WindowTitleBarKind { get }
}

/// The title bar a ``WindowStyle`` gives a window.
public enum WindowTitleBarKind: Sendable {
    /// A `GtkHeaderBar` with the title, subtitle, window buttons and toolbar items.
    case headerBar
    /// A header bar with the window buttons and toolbar items but no title.
    case headerBarWithoutTitle
    /// The window manager's plain title bar; toolbar items are ignored.
    case plain
}

/// The platform's style: on GNOME, a header bar.
public struct DefaultWindowStyle: WindowStyle {
    /// A header bar.
    public var titleBarKind: WindowTitleBarKind { .headerBar }
    /// The default style.
    public init() {}
}

/// A plain title bar drawn by the window manager, without a header bar.
public struct TitleBarWindowStyle: WindowStyle {
    /// The plain title bar.
    public var titleBarKind: WindowTitleBarKind { .plain }
    /// The plain title bar style.
    public init() {}
}

/// A header bar without a title: window buttons and toolbar items only.
public struct HiddenTitleBarWindowStyle: WindowStyle {
    /// A header bar without the title.
    public var titleBarKind: WindowTitleBarKind { .headerBarWithoutTitle }
    /// The hidden title style.
    public init() {}
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
