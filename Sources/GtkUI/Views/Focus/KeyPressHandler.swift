import Foundation

/// One `.onKeyPress` action with the keys and phases it takes.
struct KeyPressHandler {
    /// The keys taken; nil for every key.
    let keys: Set<KeyEquivalent>?
    /// Characters taken, by the key press's `characters`; nil for any.
    let characters: CharacterSet?
    let phases: KeyPress.Phases
    let action: @MainActor (KeyPress) -> KeyPress.Result

    /// Whether this handler takes `press`.
    func accepts(_ press: KeyPress) -> Bool {
        guard phases.contains(press.phase) else { return false }
        if let keys, !keys.contains(press.key) { return false }
        if let characters {
            guard !press.characters.isEmpty,
                press.characters.unicodeScalars.allSatisfy({ characters.contains($0) })
            else { return false }
        }
        return true
    }
}
