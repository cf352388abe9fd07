/// The `GtkLabel` behind ``Text``.
struct TextWidget: GtkWidgetRepresentable, Equatable {
    let text: Text

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkLabel> {
        gtk_label_new(nil)!.cast()
    }

    /// Sets only what differs: setting an equal value would make GTK lay out again for nothing.
    func updateWidget(_ label: UnsafeMutablePointer<GtkLabel>, context: Context) {
        let coordinator = context.coordinator
        let content = shownContent(coordinator: coordinator)
        if text.isMarkup, coordinator.rejectedMarkup != content {
            applyMarkup(content, to: label, coordinator: coordinator)
        } else if gtk_label_get_use_markup(label) != 0 || String(cString: gtk_label_get_text(label)) != content {
            gtk_label_set_text(label, content)
        }
        applyStyle(to: label, settings: context.environment.textEnvironment, coordinator: coordinator)
    }

    /// Applies the font and layout when the settings or the text's own style changed: labels are
    /// many, and most never change style.
    private func applyStyle(
        to label: UnsafeMutablePointer<GtkLabel>, settings: TextEnvironment, coordinator: Coordinator
    ) {
        let style = Coordinator.Style(settings: settings, font: text.font, traits: text.traits)
        guard coordinator.style != style else { return }
        coordinator.style = style
        let font = FontAttributes.resolve(settings, own: text.font, ownTraits: text.traits)
        if coordinator.font != font {
            coordinator.font = font
            FontAttributes.apply(font, to: label)
        }
        let layout = TextLayout(settings)
        if coordinator.layout != layout {
            layout.apply(to: label, replacing: coordinator.layout)
            coordinator.layout = layout
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    /// The content with each NUL character replaced by U+FFFD: GTK takes C strings, which would end
    /// at the first NUL and hide the rest. Warns once per label.
    private func shownContent(coordinator: Coordinator) -> String {
        guard text.content.utf8.contains(0) else { return text.content }
        if !coordinator.warnedAboutNul {
            coordinator.warnedAboutNul = true
            Diagnostics.warn("GtkUI: Text contains a NUL character; it is shown as U+FFFD (\u{FFFD})")
        }
        return text.content.replacingOccurrences(of: "\0", with: "\u{FFFD}")
    }

    private func applyMarkup(_ content: String, to label: UnsafeMutablePointer<GtkLabel>, coordinator: Coordinator) {
        if gtk_label_get_use_markup(label) != 0, String(cString: gtk_label_get_label(label)) == content { return }
        var error: UnsafeMutablePointer<GError>?
        if pango_parse_markup(content, -1, 0, nil, nil, nil, &error) != 0 {
            gtk_label_set_markup(label, content)
            return
        }
        let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        g_clear_error(&error)
        Diagnostics.warn("GtkUI: invalid Pango markup in Text(markup:), shown as plain text: \(reason)")
        coordinator.rejectedMarkup = content
        gtk_label_set_text(label, content)
    }

    /// What was last applied to the label.
    final class Coordinator {
        /// The inputs of the applied font and layout.
        struct Style: Equatable {
            let settings: TextEnvironment
            let font: Font?
            let traits: FontTraits
        }

        var style: Style?
        var font: Font?
        var layout = TextLayout.gtkDefault
        /// Markup that failed to parse, shown as plain text; not parsed (or reported) again.
        var rejectedMarkup: String?
        /// Whether a NUL in the text was reported; it is reported once per label.
        var warnedAboutNul = false
    }
}
