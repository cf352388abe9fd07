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
        /// CSS `box-shadow` around the wrapper's rectangle.
        case shadow(Color, radius: Double, x: Double, y: Double)
        /// The wrapper and its content drawn at this opacity.
        case opacity(Double)
        /// The content drawn only inside this shape.
        case clip(any Shape)
    }

    let content: Content
    let style: Style

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkBox> {
        let box = WrapperBox.make()
        let coordinator = context.coordinator
        if case .clip = style {
            // Before GtkBox's own handler, which draws the background and the children: they are
            // drawn through the clip. GTK saves and restores cairo's state around each widget.
            context.connect(
                box, "draw",
                returning: { arguments -> Bool in
                    guard let cairo = arguments[1].pointer.map(OpaquePointer.init), let shape = coordinator.clip else {
                        return false
                    }
                    let rect = CGRect(
                        x: 0, y: 0, width: Double(gtk_widget_get_allocated_width(box.cast())),
                        height: Double(gtk_widget_get_allocated_height(box.cast())))
                    shape.path(in: rect).addTo(cairo: cairo)
                    cairo_clip(cairo)
                    return false
                })
        }
        return box
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
        case .shadow(let color, let radius, let x, let y):
            context.coordinator.setCSS("box-shadow: \(x)px \(y)px \(radius)px \(color.css(for: widget));", on: widget)
        case .opacity(let opacity):
            // GTK keeps opacity in 8 bits, so an unchanged value reads back rounded.
            if abs(gtk_widget_get_opacity(widget) - opacity) > 0.5 / 255 { gtk_widget_set_opacity(widget, opacity) }
        case .clip(let shape):
            context.coordinator.clip = shape
            gtk_widget_queue_draw(widget)
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

    /// The wrapper's provider and clip shape.
    final class Coordinator {
        /// The provider attached to the wrapper's style context, if any: only ever one.
        private var provider: GObjectReference<GtkCssProvider>?
        /// The declarations last applied, so an unchanged style is not applied again.
        private var declarations = ""
        /// The shape the draw handler clips to.
        var clip: (any Shape)?

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
