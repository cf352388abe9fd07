/// What a ``MenuStyle`` is given: the menu's label and items, to pass to `Menu(configuration)`.
/// As in SwiftUI, the parts are not read one by one.
public struct MenuStyleConfiguration {
    /// The menu's label, type-erased.
    public struct Label: View {
        let content: StyleContent
    }

    /// The menu's items, type-erased.
    public struct Content: View {
        let content: StyleContent
    }

    let label: MenuStyleConfiguration.Label
    let content: MenuStyleConfiguration.Content
}

extension MenuStyleConfiguration.Label: StyleContentView {}
extension MenuStyleConfiguration.Content: StyleContentView {}
