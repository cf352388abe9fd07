/// A style in the environment, under its family's ``StyleKey``: `StyleBox<any LabelStyle>`.
/// Equal when it holds the same style (see ``StyleIdentity``), so writing an equal style again
/// leaves the controls below alone.
@MainActor
struct StyleBox<Style>: @MainActor Equatable {
    let style: Style

    static func == (lhs: StyleBox, rhs: StyleBox) -> Bool {
        StyleIdentity.same(lhs.style, rhs.style)
    }
}

/// The environment key of one style family, such as `StyleKey<any LabelStyle>`; no value means
/// the family's automatic style.
struct StyleKey<Style>: EnvironmentKey {
    static var defaultValue: StyleBox<Style>? { nil }
}
