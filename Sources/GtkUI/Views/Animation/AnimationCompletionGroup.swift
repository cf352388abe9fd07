import Foundation

/// The animations one transaction started, and what to run once they all ended
/// (``withAnimation(_:completionCriteria:_:completion:)``, ``Transaction/addAnimationCompletion(criteria:_:)``).
///
/// Each run of an ``AnimatedValue`` begins and ends it once; the transaction seals it after its
/// update pass, so a completion whose change started nothing runs then.
///
/// Unchecked: made wherever ``withAnimation(_:completionCriteria:_:completion:)`` is called, and
/// used only on the main actor from then on (its methods are isolated to it).
final class AnimationCompletionGroup: @unchecked Sendable {
    /// Whether an update pass took this group's transaction, and will seal it.
    @MainActor var isClaimed = false
    private var pending = 0
    private var sealed = false
    private var actions: [@MainActor () -> Void]

    init(_ action: @escaping @MainActor () -> Void) {
        actions = [action]
    }

    @MainActor
    func add(_ action: @escaping @MainActor () -> Void) {
        actions.append(action)
    }

    @MainActor
    func begin() {
        pending += 1
    }

    @MainActor
    func end() {
        pending -= 1
        runIfDone()
    }

    /// No more animations join once the pass that started them ended.
    @MainActor
    func seal() {
        guard !sealed else { return }
        sealed = true
        runIfDone()
    }

    /// Seals `group` after the current turn of the main loop unless a pass took it: a body that
    /// changed nothing runs its completion then.
    nonisolated static func sealWhenUnclaimed(_ group: AnimationCompletionGroup) {
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                if !group.isClaimed { group.seal() }
            }
        }
    }

    @MainActor
    private func runIfDone() {
        guard sealed, pending <= 0, !actions.isEmpty else { return }
        let actions = self.actions
        self.actions.removeAll()
        actions.forEach { $0() }
    }
}
