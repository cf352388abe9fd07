import CGtkShim
import Foundation

/// The one-child wrapper behind the colour modifiers: a `GtkBox` holding the content, styled by a
/// CSS provider of its own.
///
/// Each wrapper adds one provider to its own style context, once, and reloads that provider when
/// its style changes, so changing a colour replaces the rule instead of stacking another. A
/// per-widget provider styles only that widget; CSS inheritance carries `color` down to the labels
/// and shapes inside, which is how `.foregroundColor` reaches `Text`.
struct StyledBox<Content: View>: GtkContainerRepresentable {
    /// What the wrapper does to its content.
    enum Style {
        /// Nothing: a plain holder (a layer of `.background(view)` or `.overlay(view)`).
        case none
        /// CSS `color`, inherited by the text and shapes inside.
        case foreground(Color?)
        /// CSS `color` from a shape style, resolved against the environment around the wrapper.
        case foregroundStyle(AnyShapeStyle)
        /// CSS `background-color`, painted behind the content over the wrapper's whole area.
        case background(Color)
        /// The wrapper and its content drawn at this opacity.
        case opacity(Double)
    }

    let content: Content
    let style: Style

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkBox> {
        WrapperBox.make()
    }

    func updateWidget(_ box: UnsafeMutablePointer<GtkBox>, context: Context) {
        let widget: WidgetPointer = box.cast()
        switch style {
        case .none:
            break
        case .foreground(let color):
            context.coordinator.setCSS(color.map { "color: \($0.css(for: widget));" } ?? "", on: widget)
        case .foregroundStyle(let style):
            let css = style.paint(in: context.environment).cssColor(for: widget)
            context.coordinator.setCSS(css.map { "color: \($0);" } ?? "", on: widget)
        case .background(let color):
            context.coordinator.setCSS("background-color: \(color.css(for: widget));", on: widget)
        case .opacity(let opacity):
            context.coordinator.opacity().move(to: opacity, on: widget, transaction: context.transaction) { value in
                // GTK keeps opacity in 8 bits, so an unchanged value reads back rounded.
                let value = min(max(value, 0), 1)
                if abs(gtk_widget_get_opacity(widget) - value) > 0.5 / 255 { gtk_widget_set_opacity(widget, value) }
            }
        }
    }

    /// The content fills the wrapper, which is as flexible as its content.
    func addChild(_ child: WidgetPointer, to box: UnsafeMutablePointer<GtkBox>, context: Context) {
        gtk_box_pack_start(box, child, 1, 1, 0)
        ChildAlignment.flexibilityChanged(box.cast())
    }

    /// Removes the content; the stacks around may need realigning.
    func removeChild(_ child: WidgetPointer, from box: UnsafeMutablePointer<GtkBox>, context: Context) {
        gtk_container_remove(box.cast(), child)
        ChildAlignment.flexibilityChanged(box.cast())
    }

    static func dismantleWidget(_ box: UnsafeMutablePointer<GtkBox>, coordinator: Coordinator) {
        coordinator.opacityMotion?.stop()
    }

    /// The wrapper's provider, and its opacity's motion.
    final class Coordinator {
        /// The opacity, moved through frames when a change is animated; made for opacity boxes only.
        private(set) var opacityMotion: WidgetMotion<Double>?

        /// The opacity's motion, made on first use.
        @MainActor
        func opacity() -> WidgetMotion<Double> {
            if let opacityMotion { return opacityMotion }
            let motion = WidgetMotion<Double>()
            opacityMotion = motion
            return motion
        }
        /// The provider attached to the wrapper's style context, if any: only ever one.
        private var provider: GObjectReference<GtkCssProvider>?
        /// The declarations last applied, so an unchanged style is not applied again.
        private var declarations = ""

        /// Styles the wrapper with `declarations` alone: the provider holding them replaces the
        /// one attached before (none for empty declarations).
        @MainActor
        func setCSS(_ declarations: String, on widget: WidgetPointer) {
            guard declarations != self.declarations else { return }
            self.declarations = declarations
            let style = gtk_widget_get_style_context(widget)
            if let provider { gtk_style_context_remove_provider(style, OpaquePointer(provider.pointer)) }
            provider = declarations.isEmpty ? nil : CSSProvider.shared(for: declarations)
            if let provider {
                gtk_style_context_add_provider(
                    style, OpaquePointer(provider.pointer), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
            }
        }
    }
}
