/// How a built-in button style draws the native `GtkButton`: the style classes GTK themes
/// know.
enum ButtonLook: Hashable, Sendable {
    case automatic, bordered, borderedProminent, borderless, plain, link

    /// The GTK style classes of a button in this look.
    var styleClasses: [String] {
        switch self {
        case .automatic, .bordered: []
        case .borderedProminent: ["suggested-action"]
        case .borderless, .plain: ["flat"]
        case .link: ["flat", "link"]
        }
    }
}
