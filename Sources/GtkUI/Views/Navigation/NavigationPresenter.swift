extension View {
    /// Pushes the view `destination` builds onto the enclosing ``NavigationStack`` while
    /// `isPresented` is true: setting it pushes, setting it false pops back to this view, and
    /// the user's popping sets it false. The page shows the destination as it was when pushed.
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View {
        NavigationPresenter(content: self, isPresented: isPresented, destination: destination())
    }
}

/// The view made by ``View/navigationDestination(isPresented:destination:)``.
struct NavigationPresenter<Content: View, Destination: View>: View {
    let content: Content
    let isPresented: Binding<Bool>
    let destination: Destination
    @Environment(\.navigationTarget) private var target
    @State private var presentation = NavigationPresentation()

    var body: some View {
        let presentation = presentation
        let target = target
        let isPresented = isPresented
        let destination = destination
        return content.onChange(of: isPresented.wrappedValue, initial: true) {
            presentation.follow(isPresented, showing: destination, on: target)
        }
    }
}

/// The page a ``NavigationPresenter`` pushed, kept while it is shown.
@MainActor
final class NavigationPresentation {
    /// The target's handle for the page, while it is shown.
    private var id: Int?

    /// Pushes or removes the page as `isPresented` now says.
    func follow(_ isPresented: Binding<Bool>, showing destination: some View, on target: NavigationTarget?) {
        if isPresented.wrappedValue, id == nil, let target {
            id = target.present(view: AnyView(destination)) { [weak self] in
                self?.id = nil
                isPresented.wrappedValue = false
            }
        } else if !isPresented.wrappedValue, let shown = id {
            id = nil
            target?.dismiss(shown)
        }
    }
}
