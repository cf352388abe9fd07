import GtkUI
import GtkUITesting
import XCTest

final class PickerTests: GtkTestCase {
    func testMenuStyleIsAComboBoxNamedByTitleWithTitleBeside() {
        onGtkThread {
            let host = HostingWidget(
                rootView: Picker("Size", selection: .constant(2)) {
                    Text("Small").tag(1)
                    Text("Large").tag(2)
                })
            let combo = combo(in: host)
            XCTAssertEqual(comboTexts(combo), ["Small", "Large"])
            XCTAssertEqual(gtk_combo_box_get_active(combo), 1)
            XCTAssertEqual(accessibleName(of: combo), "Size")
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Size"], "the title beside; options are not shown")
        }
    }

    func testTheNavigationLinkStyleIsADropDownOnTheDesktop() {
        onGtkThread {
            let host = HostingWidget(
                rootView: Picker("People", selection: .constant(3)) {
                    ForEach(2..<6) { Text("\($0)") }
                }
                .pickerStyle(.navigationLink))
            let combo = combo(in: host)
            XCTAssertEqual(comboTexts(combo), ["2", "3", "4", "5"])
            XCTAssertEqual(gtk_combo_box_get_active(combo), 1)
        }
    }

    func testTheOlderLabelFormIsTitledByItsLabelView() {
        onGtkThread {
            let fruits = ["Apples", "Mangoes"]
            let host = HostingWidget(
                rootView: Picker(selection: .constant("Mangoes"), label: Text("Fruit")) {
                    ForEach(fruits, id: \.self) { fruit in Text(fruit) }
                })
            let combo = combo(in: host)
            XCTAssertEqual(comboTexts(combo), ["Apples", "Mangoes"])
            XCTAssertEqual(gtk_combo_box_get_active(combo), 1)
            XCTAssertEqual(accessibleName(of: combo), "Fruit")
        }
    }

    func testUserChoiceWritesOnceAndProgrammaticSetDoesNotEcho() throws {
        try onGtkThread {
            let probe = ControlProbe<String>()
            let host = try ViewHost(
                ProbeHost("a", probe: probe) { selection in
                    Picker("Letter", selection: selection) {
                        Text("A").tag("a")
                        Text("B").tag("b")
                        Text("C").tag("c")
                    }
                }, size: (200, 80))
            defer { host.close() }
            XCTAssertEqual(host.picker("Letter").value, "A")
            host.picker("Letter").select("C")
            XCTAssertEqual(probe.writes, ["c"])
            XCTAssertEqual(host.picker("Letter").value, "C")
            probe.state?.wrappedValue = "b"
            host.settle()
            XCTAssertEqual(host.picker("Letter").value, "B")
            XCTAssertEqual(probe.writes, ["c"], "a programmatic set writes nothing")
        }
    }

    func testForEachRowsAreTaggedWithTheirIds() {
        onGtkThread {
            let probe = ControlProbe<Int>()
            let host = HostingWidget(
                rootView: ProbeHost(20, probe: probe) { selection in
                    Picker("N", selection: selection) {
                        ForEach([10, 20, 30], id: \.self) { Text("n\($0)") }
                    }
                })
            let combo = combo(in: host)
            XCTAssertEqual(comboTexts(combo), ["n10", "n20", "n30"])
            XCTAssertEqual(gtk_combo_box_get_active(combo), 1)
            gtk_combo_box_set_active(combo, 0)
            XCTAssertEqual(probe.writes, [10])
        }
    }

    func testSegmentedIsLinkedRadioBehaviourToggleButtons() {
        onGtkThread {
            let probe = ControlProbe<Int>()
            let host = HostingWidget(
                rootView: ProbeHost(1, probe: probe) { selection in
                    Picker("Mode", selection: selection) {
                        Text("One").tag(1)
                        Text("Two").tag(2)
                    }
                    .pickerStyle(.segmented)
                })
            let buttons: [UnsafeMutablePointer<GtkWidget>] = WidgetTree.all(
                gtk_toggle_button_get_type(), in: host.widget)
            XCTAssertEqual(buttons.count, 2)
            let box = gtk_widget_get_parent(buttons[0])!
            XCTAssertEqual(gtk_style_context_has_class(gtk_widget_get_style_context(box), "linked"), 1)
            XCTAssertEqual(gtk_toggle_button_get_mode(buttons[0].cast()), 0, "drawn as buttons, not radios")
            XCTAssertEqual(accessibleName(of: box), "Mode")
            XCTAssertEqual(buttons.map { gtk_toggle_button_get_active($0.cast()) }, [1, 0])
            gtk_button_clicked(buttons[1].cast())
            host.flushUpdates()
            XCTAssertEqual(probe.writes, [2])
            XCTAssertEqual(buttons.map { gtk_toggle_button_get_active($0.cast()) }, [0, 1], "radio behaviour")
            probe.state?.wrappedValue = 1
            host.flushUpdates()
            XCTAssertEqual(buttons.map { gtk_toggle_button_get_active($0.cast()) }, [1, 0])
            XCTAssertEqual(probe.writes, [2])
        }
    }

    func testRadioGroupIsAColumnOfRadioButtonsHoldingTheOptions() {
        onGtkThread {
            let probe = ControlProbe<Int>()
            let host = HostingWidget(
                rootView: ProbeHost(2, probe: probe) { selection in
                    Picker("Choice", selection: selection) {
                        Text("First").tag(1)
                        Text("Second").tag(2)
                    }
                    .pickerStyle(.radioGroup)
                })
            let radios: [UnsafeMutablePointer<GtkWidget>] = WidgetTree.all(gtk_radio_button_get_type(), in: host.widget)
            XCTAssertEqual(radios.count, 2)
            XCTAssertEqual(gtk_toggle_button_get_mode(radios[0].cast()), 1)
            let column = gtk_widget_get_parent(radios[0])!
            XCTAssertEqual(gtk_orientable_get_orientation(OpaquePointer(column)), GTK_ORIENTATION_VERTICAL)
            XCTAssertEqual(WidgetTree.labels(in: radios[1]), ["Second"])
            let title = WidgetTree.first(gtk_label_get_type(), in: host.widget)!
            XCTAssertEqual(WidgetTree.labels(in: title), ["Choice"])
            XCTAssertEqual(gtk_widget_get_valign(title), GTK_ALIGN_START, "the title lines up with the first option")
            XCTAssertEqual(gtk_toggle_button_get_active(radios[1].cast()), 1)
            gtk_button_clicked(radios[0].cast())
            XCTAssertEqual(probe.writes, [1])
        }
    }

    func testInlineAndWheelFallBackToRadioAndMenu() {
        onGtkThread {
            let inline = HostingWidget(
                rootView: Picker("I", selection: .constant(1)) { Text("x").tag(1) }.pickerStyle(.inline))
            XCTAssertEqual(WidgetTree.all(gtk_radio_button_get_type(), in: inline.widget).count, 1)
            let wheel = HostingWidget(
                rootView: Picker("W", selection: .constant(1)) { Text("x").tag(1) }.pickerStyle(.wheel))
            XCTAssertNotNil(WidgetTree.first(gtk_combo_box_text_get_type(), in: wheel.widget))
        }
    }

    func testUnmatchedSelectionSelectsNothingWithOneWarning() {
        onGtkThread {
            var host: HostingWidget<AnyView>?
            let warnings = LogCapture.capture(domain: "GtkUI") {
                let probe = ControlProbe<Int>()
                host = HostingWidget(
                    rootView: AnyView(
                        ProbeHost(7, probe: probe) { selection in
                            Picker("P", selection: selection) {
                                Text("A").tag(1)
                                Text("B").tag(2)
                            }
                        }))
                TestLoop.drain()
                probe.state?.wrappedValue = 8
                host?.flushUpdates()
                TestLoop.drain()
            }
            XCTAssertEqual(
                warnings.filter { $0.contains("matches no tag") },
                [
                    "GtkUI: Picker \"P\" selection 7 matches no tag; no option is shown as selected"
                ], "one warning, while the selection stays unmatched")
            XCTAssertEqual(gtk_combo_box_get_active(combo(in: host!)), -1)
        }
    }

    func testUnmatchedSelectionInSegmentedSelectsNoButton() {
        onGtkThread {
            var host: HostingWidget<AnyView>?
            _ = LogCapture.capture(domain: "GtkUI") {
                host = HostingWidget(
                    rootView: AnyView(
                        Picker("P", selection: .constant(5)) {
                            Text("A").tag(1)
                            Text("B").tag(2)
                        }.pickerStyle(.segmented)))
                TestLoop.drain()
            }
            let buttons = WidgetTree.all(gtk_toggle_button_get_type(), in: host!.widget)
            XCTAssertEqual(buttons.map { gtk_toggle_button_get_active($0.cast()) }, [0, 0])
        }
    }

    func testMatchingSelectionWarnsNothingWhileOptionsArrive() {
        onGtkThread {
            let warnings = LogCapture.capture(domain: "GtkUI") {
                let menu = HostingWidget(
                    rootView: Picker("P", selection: .constant(3)) { ForEach(1..<4) { Text("\($0)") } })
                let segmented = HostingWidget(
                    rootView: Picker("P", selection: .constant(3)) { ForEach(1..<4) { Text("\($0)") } }
                        .pickerStyle(.segmented))
                TestLoop.drain()
                XCTAssertEqual(gtk_combo_box_get_active(combo(in: menu)), 2)
                XCTAssertEqual(WidgetTree.all(gtk_toggle_button_get_type(), in: segmented.widget).count, 3)
            }
            XCTAssertEqual(warnings, [])
        }
    }

    func testRepeatedTagsWarnOnce() {
        onGtkThread {
            let warnings = LogCapture.capture(domain: "GtkUI") {
                let host = HostingWidget(
                    rootView: Picker("P", selection: .constant(1)) {
                        Text("A").tag(1)
                        Text("B").tag(1)
                    })
                host.flushUpdates()
                TestLoop.drain()
            }
            XCTAssertEqual(warnings.filter { $0.contains("same tag") }.count, 1, "\(warnings)")
        }
    }

    func testDisabledPickerIsInsensitive() {
        onGtkThread {
            let host = HostingWidget(
                rootView: Picker("P", selection: .constant(1)) { Text("A").tag(1) }.disabled(true))
            XCTAssertEqual(gtk_widget_is_sensitive(combo(in: host).cast()), 0)
        }
    }

    func testOptionsFollowTheContent() {
        onGtkThread {
            let probe = ControlProbe<[String]>()
            let host = HostingWidget(
                rootView: ProbeHost(["a", "b"], probe: probe) { items in
                    Picker("P", selection: .constant("b")) {
                        ForEach(items.wrappedValue, id: \.self) { Text($0.uppercased()) }
                    }
                })
            let combo = combo(in: host)
            probe.state?.wrappedValue = ["c", "b", "a"]
            host.flushUpdates()
            XCTAssertEqual(comboTexts(combo), ["C", "B", "A"])
            XCTAssertEqual(gtk_combo_box_get_active(combo), 1)
        }
    }

    func testStyleChangeReplacesTheControlAndKeepsTheOptions() {
        onGtkThread {
            let probe = ControlProbe<Bool>()
            let host = HostingWidget(
                rootView: ProbeHost(false, probe: probe) { segmented in
                    if segmented.wrappedValue {
                        Picker("P", selection: .constant(2)) {
                            Text("A").tag(1)
                            Text("B").tag(2)
                        }.pickerStyle(.segmented)
                    } else {
                        Picker("P", selection: .constant(2)) {
                            Text("A").tag(1)
                            Text("B").tag(2)
                        }.pickerStyle(.menu)
                    }
                })
            XCTAssertNotNil(WidgetTree.first(gtk_combo_box_text_get_type(), in: host.widget))
            probe.state?.wrappedValue = true
            host.flushUpdates()
            let buttons = WidgetTree.all(gtk_toggle_button_get_type(), in: host.widget)
            XCTAssertEqual(buttons.count, 2)
            XCTAssertEqual(buttons.map { gtk_toggle_button_get_active($0.cast()) }, [0, 1])
        }
    }
}

@MainActor
private func combo(in host: HostingWidget<some View>) -> UnsafeMutablePointer<GtkComboBox> {
    firstWidget(gtk_combo_box_text_get_type(), in: host)
}

@MainActor
private func comboTexts(_ combo: UnsafeMutablePointer<GtkComboBox>) -> [String] {
    let model = gtk_combo_box_get_model(combo)
    var texts: [String] = []
    var iter = GtkTreeIter()
    var valid = gtk_tree_model_get_iter_first(model, &iter)
    while valid != 0 {
        var value = GValue()
        gtk_tree_model_get_value(model, &iter, 0, &value)
        texts.append(String(cString: g_value_get_string(&value)))
        g_value_unset(&value)
        valid = gtk_tree_model_iter_next(model, &iter)
    }
    return texts
}
