/// The `GtkLabel` behind ``Text``.
struct TextWidget: GtkWidgetRepresentable, Equatable {
    let text: Text

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkLabel> {
        let label: UnsafeMutablePointer<GtkLabel> = gtk_label_new(nil)!.cast()
        // A Markdown link opens through the environment's action, for Link's schemes only.
        let coordinator = context.coordinator
        context.connect(label, "activate-link") { arguments -> Bool in
            guard let uri = arguments[1].string, let url = URL(string: uri),
                let scheme = url.scheme?.lowercased(), LinkButton<EmptyView>.allowedSchemes.contains(scheme)
            else {
                Diagnostics.warn("GtkUI: a Text link opens only http, https and mailto addresses")
                return true
            }
            _ = coordinator.openURL.perform(url, toplevel: gtk_widget_get_toplevel(label.cast()))
            return true
        }
        return label
    }

    /// Sets only what differs: setting an equal value would make GTK lay out again for nothing.
    func updateWidget(_ label: UnsafeMutablePointer<GtkLabel>, context: Context) {
        let coordinator = context.coordinator
        if text.isMarkup { coordinator.openURL = context.environment.openURL }
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
        // GtkLabel adds `<a href>` links to Pango's markup; Pango alone would reject them.
        if pango_parse_markup(Self.withoutLinkTags(content), -1, 0, nil, nil, nil, &error) != 0 {
            gtk_label_set_markup(label, content)
            return
        }
        let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        g_clear_error(&error)
        Diagnostics.warn("GtkUI: invalid Pango markup in Text(markup:), shown as plain text: \(reason)")
        coordinator.rejectedMarkup = content
        gtk_label_set_text(label, content)
    }

    /// `markup` with GtkLabel's `<a href="…">` and `</a>` tags taken out, for Pango to check.
    private static func withoutLinkTags(_ markup: String) -> String {
        guard markup.contains("<a ") else { return markup }
        var result = ""
        var rest = markup[...]
        while let open = rest.range(of: "<a ") {
            result += rest[..<open.lowerBound]
            guard let end = rest[open.upperBound...].firstIndex(of: ">") else { return markup }
            rest = rest[rest.index(after: end)...]
        }
        result += rest
        return result.replacingOccurrences(of: "</a>", with: "")
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
        /// The environment's action that opens the text's links.
        var openURL = OpenURLAction()
    }
}
