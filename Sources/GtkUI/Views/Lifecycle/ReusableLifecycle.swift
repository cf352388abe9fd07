/// A node with appear and disappear work that a recycled lazy row must run: when the row scrolls
/// away its views disappear, and when its node shows another row they appear again, as SwiftUI
/// calls `onAppear` and `onDisappear` as lazy rows come and go.
@MainActor
protocol ReusableLifecycle: ViewNode {
    /// The row that holds this node left the screen.
    func rowDidDisappear()
    /// The row's node shows a row again.
    func rowDidAppear()
}

extension OnAppearNode: ReusableLifecycle {
    func rowDidDisappear() {}
    func rowDidAppear() { runAfterPass() }
}

extension OnDisappearNode: ReusableLifecycle {
    func rowDidDisappear() {
        disappearedWithRow = true
        wrapper.action()
    }

    func rowDidAppear() { disappearedWithRow = false }
}

extension TaskNode: ReusableLifecycle {
    func rowDidDisappear() { cancelTask() }
    func rowDidAppear() { restartTask() }
}
