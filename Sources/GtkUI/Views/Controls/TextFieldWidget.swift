/// The entry behind ``TextField`` and ``SecureField``.
struct TextFieldWidget: GtkWidgetRepresentable {
    let placeholder: String
    let text: Binding<String>
    /// Hides the text and tells input methods and screen readers that it is a password.
    let isSecure: Bool
    var onEditingChanged: @MainActor (Bool) -> Void = { _ in }
    var onCommit: @MainActor () -> Void = {}
    /// Writes the binding only on Enter and when the focus moves to another widget, then shows the binding's
    /// value again: how a formatted field parses its text (see ``TextField/init(_:value:format:)``).
    var commitsOnSubmit = false

    /// Creates the entry; each edit writes the binding once.
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkEntry> {
        let entry: UnsafeMutablePointer<GtkEntry> = gtk_entry_new()!.cast()
        gtk_widget_set_hexpand(entry.cast(), 1)
        // GtkEntry's default minimum is about 150 pixels; a small one lets a frame narrow it.
        gtk_entry_set_width_chars(entry, Self.minimumCharacters)
        if isSecure {
            gtk_entry_set_visibility(entry, 0)
            gtk_entry_set_input_purpose(entry, GTK_INPUT_PURPOSE_PASSWORD)
        }
        let coordinator = context.coordinator
        let read = { String(cString: gtk_entry_get_text(entry)) }
        if !commitsOnSubmit {
            context.connect(entry, "changed") { _ in coordinator.write(read()) }
        }
        context.connect(entry, "activate") { _ in
            if coordinator.commitsOnSubmit { coordinator.commit(read(), to: entry, context: context) }
            coordinator.onCommit()
            for action in coordinator.submitActions { action() }
        }
        context.connect(
            entry, "focus-in-event",
            returning: { _ in
                coordinator.focusChanged(true)
                return false
            })
        context.connect(
            entry, "focus-out-event",
            returning: { _ in
                coordinator.focusChanged(false)
                return false
            })
        // A formatted field commits when the entry stops being its window's focus widget. The
        // whole window losing activation leaves it the focus widget, and the typed text waits, as
        // a Mac field's editing waits while another app is in front.
        context.connect(entry, "notify::is-focus") { _ in
            guard coordinator.commitsOnSubmit, gtk_widget_is_focus(entry.cast()) == 0 else { return }
            coordinator.commit(read(), to: entry, context: context)
        }
        return entry
    }

    /// Brings the entry in line with the binding, without echoing the write back.
    func updateWidget(_ entry: UnsafeMutablePointer<GtkEntry>, context: Context) {
        let coordinator = context.coordinator
        coordinator.text = text
        coordinator.onEditingChanged = onEditingChanged
        coordinator.onCommit = onCommit
        coordinator.commitsOnSubmit = commitsOnSubmit
        coordinator.submitActions = context.environment.submitActions
        coordinator.focus = context.environment.focusTarget
        let current = gtk_entry_get_placeholder_text(entry).map { String(cString: $0) } ?? ""
        if current != placeholder {
            gtk_entry_set_placeholder_text(entry, placeholder)
            // The ideal width fits the placeholder, as SwiftUI's does; rows give it more.
            gtk_entry_set_max_width_chars(entry, max(Self.minimumCharacters, Int32(clamping: placeholder.count)))
            // The title names the field for screen readers, as SwiftUI's does.
            ControlSupport.setAccessibleName(placeholder, on: entry)
        }
        FontAttributes.apply(FontAttributes.resolve(context.environment), to: entry)
        context.environment.controlSize.apply(to: entry)
        let hasFrame: gboolean = context.environment.textFieldHasFrame ? 1 : 0
        if gtk_entry_get_has_frame(entry) != hasFrame { gtk_entry_set_has_frame(entry, hasFrame) }
        coordinator.show(text.wrappedValue, in: entry, context: context)
        coordinator.applyFocus(to: entry, context: context)
    }

    /// The narrowest the entry gets, in characters.
    static var minimumCharacters: Int32 { 4 }

    func makeCoordinator() -> Coordinator { Coordinator(text: text) }

    /// The latest binding and actions, for the entry's handlers.
    @MainActor
    final class Coordinator {
        var text: Binding<String>
        var onEditingChanged: @MainActor (Bool) -> Void = { _ in }
        var onCommit: @MainActor () -> Void = {}
        var submitActions: [@MainActor () -> Void] = []
        var commitsOnSubmit = false
        /// The `.focused` binding of this entry, if any.
        var focus: FocusTarget?
        /// Whether the entry has the focus, as its focus events last said.
        private var hasFocus = false

        init(text: Binding<String>) { self.text = text }

        /// The binding's value as the entry last showed it.
        private var shownValue: String?

        /// Shows `value` unless the entry shows it already, with the handlers blocked. An update
        /// shows the binding only when its value changed since it was last shown, so that a view
        /// update for another reason never replaces text the user is still typing; a commit
        /// (`replacingEdits`) always shows the value, to put parsed or rejected text right.
        func show(
            _ value: String, in entry: UnsafeMutablePointer<GtkEntry>, context: Context, replacingEdits: Bool = false
        ) {
            guard replacingEdits || value != shownValue else { return }
            shownValue = value
            guard String(cString: gtk_entry_get_text(entry)) != value else { return }
            context.withSignalsBlocked { gtk_entry_set_text(entry, value) }
        }

        /// Writes an edit to the binding. The entry shows what it wrote, so a later update shows
        /// the binding again only if its value then differs (the app cleared or changed it).
        func write(_ typed: String) {
            text.wrappedValue = typed
            shownValue = typed
        }

        /// Writes `typed` (a formatted field parses it, and ignores text that does not parse),
        /// then shows the binding's value: the parsed value formatted, or the old value again.
        func commit(_ typed: String, to entry: UnsafeMutablePointer<GtkEntry>, context: Context) {
            if typed != text.wrappedValue { text.wrappedValue = typed }
            show(text.wrappedValue, in: entry, context: context, replacingEdits: true)
        }

        /// Tells `onEditingChanged` and the `.focused` binding, once per change.
        func focusChanged(_ focused: Bool) {
            guard focused != hasFocus else { return }
            hasFocus = focused
            onEditingChanged(focused)
            focus?.write(focused)
        }

        /// Grabs the focus when the `.focused` binding asks for this entry and it lacks it.
        func applyFocus(to entry: UnsafeMutablePointer<GtkEntry>, context: Context) {
            guard let focus, focus.isRequested, gtk_widget_has_focus(entry.cast()) == 0 else { return }
            context.withSignalsBlocked { gtk_widget_grab_focus(entry.cast()) }
            hasFocus = gtk_widget_has_focus(entry.cast()) != 0
        }
    }
}
