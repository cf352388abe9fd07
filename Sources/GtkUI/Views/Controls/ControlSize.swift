/// How large controls are drawn; set with ``View/controlSize(_:)``.
///
/// GTK 3 has no control sizes: GtkUI gives buttons, toggles and entries a style class
/// (`gtkui-mini`, `gtkui-small`, `gtkui-large`, `gtkui-extra-large`) whose rules, loaded once for
/// the screen, scale their font and padding. ``regular`` is GTK's own size.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// Smallest: 75% font, little padding.
    case mini
    /// 85% font, less padding.
    case small
    /// GTK's own size.
    case regular
    /// 115% font, more padding.
    case large
    /// 130% font, more padding.
    case extraLarge

    /// The style class that draws this size, nil for GTK's own.
    var styleClass: String? {
        switch self {
        case .mini: "gtkui-mini"
        case .small: "gtkui-small"
        case .regular: nil
        case .large: "gtkui-large"
        case .extraLarge: "gtkui-extra-large"
        }
    }

    /// Every size's style class, so a control can drop the one it no longer has.
    static let styleClasses = allCases.compactMap(\.styleClass)

    /// The rules behind the style classes.
    private static let css = """
        .gtkui-mini { font-size: 75%; padding: 0px 4px; min-height: 16px; }
        .gtkui-small { font-size: 85%; padding: 2px 6px; min-height: 20px; }
        .gtkui-large { font-size: 115%; padding: 6px 12px; }
        .gtkui-extra-large { font-size: 130%; padding: 8px 16px; }
        """

    /// Gives `widget` this size's style class and drops the others; loads the rules on first use.
    @MainActor
    func apply(to widget: UnsafeMutablePointer<some Any>) {
        if styleClass != nil { StyleClasses.installScreenRules(Self.css) }
        StyleClasses.sync(widget, managed: Self.styleClasses, wanted: styleClass.map { [$0] } ?? [])
    }
}

private struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

extension EnvironmentValues {
    /// The size of controls in this part of the tree.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of the buttons, toggles and text fields in this view.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}
