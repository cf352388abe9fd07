/// Whether a ``ScrollView`` shows its scroll bars, for ``View/scrollIndicators(_:axes:)``.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let policy: Policy

    enum Policy: Hashable, Sendable {
        case automatic, visible, hidden
    }

    /// As GTK decides: shown while the content is larger than the view, as overlay scroll bars
    /// when the desktop asks for them.
    public static let automatic = ScrollIndicatorVisibility(policy: .automatic)
    /// Always shown, as classic scroll bars, even while the content fits.
    public static let visible = ScrollIndicatorVisibility(policy: .visible)
    /// Not shown; the content still scrolls by the wheel, the touchpad and the keyboard.
    public static let hidden = ScrollIndicatorVisibility(policy: .hidden)
    /// Not shown; on GTK the same as ``hidden``.
    public static let never = ScrollIndicatorVisibility(policy: .hidden)
}

/// What the environment says about scroll views inside it.
struct ScrollSettings: Hashable, Sendable {
    var isDisabled = false
    var horizontalIndicators = ScrollIndicatorVisibility.automatic
    var verticalIndicators = ScrollIndicatorVisibility.automatic

    /// GTK's policy for one scrolling axis; `scrolls` false for an axis the view does not scroll.
    /// A disabled scroll view shows no bars, so they cannot be dragged, and keeps its size.
    func policy(scrolls: Bool, indicators: ScrollIndicatorVisibility) -> GtkPolicyType {
        guard scrolls else { return GTK_POLICY_NEVER }
        if isDisabled { return GTK_POLICY_EXTERNAL }
        switch indicators.policy {
        case .automatic: return GTK_POLICY_AUTOMATIC
        case .visible: return GTK_POLICY_ALWAYS
        case .hidden: return GTK_POLICY_EXTERNAL
        }
    }

    /// Always-visible bars are classic bars, not overlay ones that fade.
    var usesOverlayScrollbars: Bool {
        horizontalIndicators != .visible && verticalIndicators != .visible
    }
}

private struct ScrollSettingsKey: EnvironmentKey {
    static let defaultValue = ScrollSettings()
}

extension EnvironmentValues {
    /// How scroll views inside scroll and show their bars.
    var scrollSettings: ScrollSettings {
        get { self[ScrollSettingsKey.self] }
        set { self[ScrollSettingsKey.self] = newValue }
    }
}

extension View {
    /// With `disabled` true, ``ScrollView``s inside do not scroll: the wheel, the touchpad and
    /// scroll bars no longer move them, and they show no bars. They keep their size.
    ///
    /// Where GTK differs: moving the keyboard focus to a widget outside the visible part still
    /// scrolls it into view. ``List``s are not affected.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        changingScrollSettings { $0.isDisabled = disabled }
    }

    /// Shows or hides the scroll bars of the ``ScrollView``s inside along `axes`: a
    /// `GtkScrolledWindow`'s policy. ``List``s are not affected.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> some View
    {
        changingScrollSettings { settings in
            if axes.contains(.horizontal) { settings.horizontalIndicators = visibility }
            if axes.contains(.vertical) { settings.verticalIndicators = visibility }
        }
    }

    /// Changes part of the inherited scroll settings. Two writers are the same when they change
    /// both the default settings and their opposite alike.
    private func changingScrollSettings(_ change: @escaping (inout ScrollSettings) -> Void) -> EnvironmentWriter<Self> {
        let probes = [
            ScrollSettings(),
            ScrollSettings(isDisabled: true, horizontalIndicators: .visible, verticalIndicators: .visible),
        ]
        let results = probes.map { probe in
            var settings = probe
            change(&settings)
            return settings
        }
        return EnvironmentWriter(
            content: self, write: { change(&$0.scrollSettings) },
            isSameValue: { previous in
                probes.map { probe in
                    var environment = EnvironmentValues()
                    environment.scrollSettings = probe
                    previous.write(&environment)
                    return environment.scrollSettings
                } == results
            })
    }
}
