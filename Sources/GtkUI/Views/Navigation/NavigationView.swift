/// SwiftUI's older navigation container, kept because much code still uses it: one child becomes
/// a ``NavigationStack``; two or three children become a ``NavigationSplitView`` whose first
/// child is the sidebar and whose last is the detail. ``View/navigationViewStyle(_:)`` picks
/// one form whatever the number of children.
public struct NavigationView<Content: View> {
    let content: Content
    @Environment(\.navigationViewStyle) private var style

    /// A navigation container for the views `content` builds.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A stack or a split view, as the children and the style ask.
    @MainActor public var body: some View {
        let children = (content as? any NavigationViewChildren)?.navigationChildren ?? [content]
        let columns = style == .columns || (style == .automatic && children.count > 1)
        if children.count > 3, !NavigationViewWarnings.warnedTooManyChildren {
            NavigationViewWarnings.warnedTooManyChildren = true
            Diagnostics.warn(
                "GtkUI: a NavigationView shows at most three columns; its views after the third are left out")
        }
        let first = AnyView(erasing: children[0])
        let last = AnyView(erasing: children.count > 1 ? children[min(children.count, 3) - 1] : EmptyView())
        return Group {
            if !columns {
                NavigationStack { content }
            } else if children.count >= 3 {
                NavigationSplitView {
                    first
                } content: {
                    AnyView(erasing: children[1])
                } detail: {
                    last
                }
            } else {
                NavigationSplitView {
                    first
                } detail: {
                    last
                }
            }
        }
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension NavigationView: View {}

/// A view made of several children that a ``NavigationView`` can put in columns.
@MainActor
protocol NavigationViewChildren {
    /// The child views, in order.
    var navigationChildren: [any View] { get }
}

extension TupleView: NavigationViewChildren {
    var navigationChildren: [any View] { children }
}

/// Warnings a ``NavigationView`` gives once per process.
@MainActor
private enum NavigationViewWarnings {
    static var warnedTooManyChildren = false
}
