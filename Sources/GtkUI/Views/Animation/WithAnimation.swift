import Foundation

/// Runs `body`, animating with `animation` the changes it makes, and returns its result.
///
/// The state written inside the body changes at once; views that show it move to the new value
/// on GTK's frame clock (see ``Transaction``). Nested calls: the innermost animation wins. As
/// SwiftUI's, it is not isolated to the main actor: a nonisolated helper may call it.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = TransactionScope.current ?? Transaction()
    transaction.animation = animation
    transaction.disablesAnimations = false
    return try TransactionScope.$current.withValue(transaction) { try body() }
}

/// Runs `body` as ``withAnimation(_:_:)`` does, then `completion` on the main actor once the
/// animations it started have ended (after the update pass, when it started none).
@discardableResult
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping @MainActor () -> Void
) rethrows -> Result {
    var transaction = TransactionScope.current ?? Transaction()
    transaction.animation = animation
    transaction.disablesAnimations = false
    let group = AnimationCompletionGroup(completion)
    transaction.completion = group
    let result = try TransactionScope.$current.withValue(transaction) { try body() }
    AnimationCompletionGroup.sealWhenUnclaimed(group)
    return result
}

/// Runs `body` with `transaction` as the context of the changes it makes, and returns its result.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let result = try TransactionScope.$current.withValue(transaction) { try body() }
    if let group = transaction.completion { AnimationCompletionGroup.sealWhenUnclaimed(group) }
    return result
}

/// Runs `body` in a transaction whose value at `keyPath` is `value`, and returns its result.
@discardableResult
public func withTransaction<Result, Value>(
    _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
    var transaction = TransactionScope.current ?? Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}
