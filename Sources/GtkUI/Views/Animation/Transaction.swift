/// The context of one state change, as SwiftUI's `Transaction`: chiefly the ``Animation`` that
/// the change is made with.
///
/// ``withAnimation(_:_:)`` and ``withTransaction(_:_:)`` set it for the changes made in their
/// body; ``View/transaction(_:)`` and ``View/animation(_:value:)`` rewrite it for a subtree. Every
/// node and representable updated in the pass that the change causes sees it: a representable
/// reads it as `context.transaction` in `updateWidget`, and the built-in effects, shapes and
/// transitions animate their values from it on GTK's frame clock, without evaluating bodies again.
///
/// Where GtkUI differs: the changes that land in one update pass share one transaction, the last
/// one made with an animation (or with ``disablesAnimations``); SwiftUI keeps one per change.
/// Your own values go in through ``TransactionKey`` or `@Entry`.
public struct Transaction: @unchecked Sendable {
    // Unchecked: the values of keys are read and written on the main actor only (the pass and
    // the views' closures run there); the animation and flags are plain values.
    /// The animation the change is made with; nil for none.
    public var animation: Animation?
    /// Whether ``View/animation(_:value:)`` and ``View/animation(_:)`` in the subtree may not
    /// replace ``animation``; set it to make a change land at once whatever views ask for.
    public var disablesAnimations = false
    /// Whether the change is one of a continuous series, such as a drag's; kept for code that
    /// reads it.
    public var isContinuous = false
    /// What to run when the animations of this transaction end.
    var completion: AnimationCompletionGroup?
    private var values: [ObjectIdentifier: Any] = [:]

    /// An empty transaction: no animation.
    nonisolated public init() {}

    /// A transaction with `animation`.
    nonisolated public init(animation: Animation?) {
        self.animation = animation
    }

    /// The value stored under `key`, or its default.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Runs `completion` once the animations this transaction starts have ended (at once, after
    /// its update pass, when it starts none). `criteria` is accepted: GtkUI counts an animation
    /// as done when its value arrives, or when its view goes.
    @MainActor
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping @MainActor () -> Void
    ) {
        if let group = self.completion {
            group.add(completion)
        } else {
            self.completion = AnimationCompletionGroup(completion)
        }
    }

    /// The animation that applies: none when there is no animation, or when the system asks for
    /// reduced motion (GTK's `gtk-enable-animations` off).
    @MainActor
    var effectiveAnimation: Animation? {
        guard let animation, !SystemAccessibility.reducesMotion else { return nil }
        return animation
    }
}

/// Where the transaction of the change being made lives while ``withAnimation(_:_:)`` or
/// ``withTransaction(_:_:)`` runs its body. A task-local, so nonisolated code may set it and
/// concurrent tasks do not see each other's.
enum TransactionScope {
    @TaskLocal static var current: Transaction?
}
