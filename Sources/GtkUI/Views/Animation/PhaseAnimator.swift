import Foundation

/// A view that moves its content through a sequence of phases, animating each step, as SwiftUI's
/// `PhaseAnimator`.
///
/// `content` is called with the current phase; the change to the next phase is made inside
/// ``withAnimation(_:completionCriteria:_:completion:)`` with the animation `animation` gives for
/// that phase, and when it completes the next step begins. Without a trigger the phases cycle
/// while the view is on screen; with one, each change of the trigger runs through the phases once
/// and back to the first. Content bodies are evaluated once per step, not per frame: what moves
/// between two phases moves below the view graph, as any animated change does.
///
/// An empty sequence of phases shows nothing, with one warning.
public struct PhaseAnimator<Phase: Equatable, Content: View> {
    private let phases: [Phase]
    private let trigger: PhaseTrigger?
    private let content: (Phase) -> Content
    private let animation: (Phase) -> Animation?
    @State private var index = 0
    @State private var run = PhaseRun()

    /// Runs through `phases` once, and back to the first, each time `trigger` changes.
    nonisolated public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = PhaseTrigger(trigger)
        self.content = content
        self.animation = animation
    }

    /// Cycles through `phases` for as long as the view is on screen.
    nonisolated public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

}

// The conformance apart, so the initializers and stored values stay nonisolated, as in SwiftUI.
extension PhaseAnimator: View {
    /// The content in the current phase.
    @MainActor public var body: some View {
        if phases.isEmpty {
            EmptyView().onAppear { Diagnostics.warn("GtkUI: PhaseAnimator has no phases; it shows nothing") }
        } else {
            content(phases[min(index, phases.count - 1)])
                .onAppear {
                    guard trigger == nil else { return }
                    start(steps: nil)
                }
                .onDisappear { run.generation += 1 }
                .onChange(of: trigger) { start(steps: phases.count - min(index, phases.count - 1)) }
        }
    }

    /// Begins a new run of `steps` steps (nil: forever); a run still going stops.
    @MainActor private func start(steps: Int?) {
        run.generation += 1
        run.remaining = steps
        step(run.generation)
    }

    @MainActor private func step(_ generation: Int) {
        guard run.generation == generation, phases.count > 1 else { return }
        if let remaining = run.remaining {
            guard remaining > 0 else { return }
            run.remaining = remaining - 1
        }
        let next = (min(index, phases.count - 1) + 1) % phases.count
        withAnimation(animation(phases[next]), completionCriteria: .logicallyComplete) {
            index = next
        } completion: {
            // After this pass: a step with nothing to animate completes within it.
            Task { @MainActor in step(generation) }
        }
    }
}

/// Where a phase animator's run is: which run is current (an older one's completions do nothing)
/// and how many steps it has left. A reference, so counting steps evaluates no body.
final class PhaseRun {
    var generation = 0
    var remaining: Int?
}

/// A phase animator's trigger, of any equatable type.
struct PhaseTrigger: Equatable {
    private let value: Any
    private let equals: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        self.value = value
        equals = { ($0 as? T) == value }
    }

    static func == (lhs: PhaseTrigger, rhs: PhaseTrigger) -> Bool {
        lhs.equals(rhs.value)
    }
}

extension View {
    /// Moves this view through `phases` once, and back to the first, each time `trigger` changes;
    /// `content` modifies it for a phase, and `animation` gives the animation into each phase.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimator(
            phases, trigger: trigger, content: { content(PlaceholderContentView(content: self), $0) },
            animation: animation)
    }

    /// Cycles this view through `phases` for as long as it is on screen; `content` modifies it for
    /// a phase, and `animation` gives the animation into each phase.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimator(phases, content: { content(PlaceholderContentView(content: self), $0) }, animation: animation)
    }
}
