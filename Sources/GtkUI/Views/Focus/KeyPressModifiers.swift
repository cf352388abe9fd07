import Foundation

extension View {
    /// Runs `action` for `key` going down (and repeating) while the view or a view inside has
    /// the focus; `.handled` stops the key there, `.ignored` lets the views around and GTK have it.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result) -> some View {
        onKeyPress(keys: [key], phases: [.down, .repeat]) { _ in action() }
    }

    /// Runs `action` for `key` in `phases`.
    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        onKeyPress(keys: [key], phases: phases, action: action)
    }

    /// Runs `action` for any of `keys` in `phases`.
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        KeyPressView(
            content: self, handler: KeyPressHandler(keys: keys, characters: nil, phases: phases, action: action))
    }

    /// Runs `action` for keys that type characters of `characters`, in `phases`.
    public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        KeyPressView(
            content: self, handler: KeyPressHandler(keys: nil, characters: characters, phases: phases, action: action))
    }

    /// Runs `action` for every key in `phases`.
    public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        KeyPressView(
            content: self, handler: KeyPressHandler(keys: nil, characters: nil, phases: phases, action: action))
    }

    /// Runs `action` with the direction of each arrow key pressed while the view or a view inside
    /// has the focus: `.onKeyPress(keys:)` for the four arrows. Nil does nothing.
    public func onMoveCommand(perform action: (@MainActor (MoveCommandDirection) -> Void)?) -> some View {
        let directions: [KeyEquivalent: MoveCommandDirection] = [
            .upArrow: .up, .downArrow: .down, .leftArrow: .left, .rightArrow: .right,
        ]
        return onKeyPress(keys: Set(directions.keys)) { press in
            guard let action, let direction = directions[press.key] else { return .ignored }
            action(direction)
            return .handled
        }
    }

    /// Runs `action` when Escape is pressed while the view or a view inside has the focus. Nil
    /// does nothing.
    public func onExitCommand(perform action: (@MainActor () -> Void)?) -> some View {
        onKeyPress(.escape) {
            guard let action else { return .ignored }
            action()
            return .handled
        }
    }

    /// Runs `action` when Delete or Backspace is pressed while the view or a view inside has the
    /// focus. Nil does nothing.
    public func onDeleteCommand(perform action: (@MainActor () -> Void)?) -> some View {
        onKeyPress(keys: [.delete, .deleteForward]) { _ in
            guard let action else { return .ignored }
            action()
            return .handled
        }
    }
}
