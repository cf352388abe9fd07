import GtkUI
import XCTest

/// Roles, styles and sizes of ``Button``, as GTK style classes.
final class ButtonStyleTests: GtkTestCase {
    private struct Styled: View {
        let style: String
        let role: ButtonRole?
        let size: ControlSize
        var body: some View {
            let button = Button("Go", role: role) {}.controlSize(size)
            switch style {
            case "prominent": button.buttonStyle(.borderedProminent)
            case "borderless": button.buttonStyle(.borderless)
            case "plain": button.buttonStyle(.plain)
            case "link": button.buttonStyle(.link)
            default: button.buttonStyle(.automatic)
            }
        }
    }

    @MainActor private static func classes(_ button: UnsafeMutablePointer<GtkButton>) -> Set<String> {
        let style = gtk_widget_get_style_context(button.cast())
        let names = ["destructive-action", "suggested-action", "flat", "link", "gtkui-mini", "gtkui-large"]
        return Set(names.filter { gtk_style_context_has_class(style, $0) != 0 })
    }

    func testRoleStyleAndSizeSetStyleClasses() {
        onGtkThread {
            var style = "prominent"
            var role: ButtonRole? = nil
            var size = ControlSize.regular
            let host = HostingWidget(rootView: Styled(style: style, role: role, size: size))
            @MainActor func check(_ expected: Set<String>, line: UInt = #line) {
                host.rootView = Styled(style: style, role: role, size: size)
                host.flushUpdates()
                // A new style is another branch of `Styled`'s body, so the button may be new.
                XCTAssertEqual(Self.classes(WidgetTree.button("Go", in: host.widget)), expected, line: line)
            }
            check(["suggested-action"])
            role = .destructive
            check(["destructive-action"])
            style = "borderless"
            size = .mini
            check(["destructive-action", "flat", "gtkui-mini"])
            role = .cancel
            style = "link"
            size = .large
            check(["flat", "link", "gtkui-large"])
            let link = WidgetTree.button("Go", in: host.widget)
            XCTAssertNotEqual(gtk_widget_get_state_flags(link.cast()).rawValue & GTK_STATE_FLAG_LINK.rawValue, 0)
            style = "plain"
            size = .regular
            check(["flat"])
            style = "automatic"
            check([])
            XCTAssertEqual(accessibleName(of: WidgetTree.button("Go", in: host.widget)), "Go")
        }
    }

    func testRoleButtonClicksOnceAndDisables() {
        onGtkThread {
            var clicks = 0
            let host = HostingWidget(rootView: Button(role: .destructive, action: { clicks += 1 }) { Text("Delete") })
            let button = WidgetTree.button("Delete", in: host.widget)
            gtk_button_clicked(button)
            XCTAssertEqual(clicks, 1)
            let disabled = HostingWidget(rootView: Button("Delete", role: .destructive) {}.disabled(true))
            XCTAssertEqual(gtk_widget_is_sensitive(WidgetTree.button("Delete", in: disabled.widget).cast()), 0)
        }
    }
}
