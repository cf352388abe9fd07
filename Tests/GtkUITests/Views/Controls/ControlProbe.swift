import GtkUI
import XCTest

/// Watches a control's binding: every write that reaches it, and the state behind it for
/// setting values from code.
@MainActor
final class ControlProbe<Value> {
    /// The values written through the control's binding, in order.
    var writes: [Value] = []
    /// The state's own binding: writing it is a programmatic set, which the probe does not count.
    var state: Binding<Value>?
}

/// Hosts a control on a counted binding to a piece of state.
struct ProbeHost<Value, Content: View>: View {
    @State private var value: Value
    let probe: ControlProbe<Value>
    let content: (Binding<Value>) -> Content

    init(_ initial: Value, probe: ControlProbe<Value>, @ViewBuilder content: @escaping (Binding<Value>) -> Content) {
        _value = State(initialValue: initial)
        self.probe = probe
        self.content = content
    }

    var body: some View {
        probe.state = $value
        let state = $value
        let probe = probe
        let counted = Binding(
            get: { state.wrappedValue },
            set: {
                probe.writes.append($0)
                state.wrappedValue = $0
            })
        return content(counted)
    }
}

/// Reads a widget's accessible (ATK) name, as a screen reader would.
@MainActor
func accessibleName(of widget: UnsafeMutablePointer<some Any>) -> String? {
    guard let accessible = gtk_widget_get_accessible(widget.cast()), let name = atk_object_get_name(accessible) else {
        return nil
    }
    return String(cString: name)
}

/// The first widget of GType `type` in `host`; stops the test if there is none.
@MainActor
func firstWidget<T>(_ type: GType, in host: HostingWidget<some View>) -> UnsafeMutablePointer<T> {
    guard let widget = WidgetTree.first(type, in: host.widget) else {
        fatalError("no \(String(cString: g_type_name(type))) in\n\(WidgetTree.describe(host.widget))")
    }
    return widget.cast()
}
