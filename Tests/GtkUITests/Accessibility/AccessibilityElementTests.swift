import GtkUI
import XCTest

@MainActor
private func accessible(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<AtkObject> {
    gtk_widget_get_accessible(widget)!
}

@MainActor
private func accessibleName(of widget: UnsafeMutablePointer<GtkWidget>) -> String {
    atk_object_get_name(accessible(widget)).map { String(cString: $0) } ?? ""
}

@MainActor
private func has(_ state: AtkStateType, _ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    let states = atk_object_ref_state_set(accessible(widget))
    defer { g_object_unref(states) }
    return atk_state_set_contains_state(states, state) != 0
}

/// The box of a row of two texts, made one element as `behavior` says.
private struct FruitRow: View {
    let weight: String
    let behavior: AccessibilityChildBehavior
    let label: String?
    var body: some View {
        let row = HStack {
            Text("Apple")
            Text(weight)
            Image(systemName: "star").accessibilityLabel("Favourite")
        }
        .accessibilityElement(children: behavior)
        if let label { row.accessibilityLabel(label) } else { row }
    }
}

/// The box holding the label "Apple".
@MainActor
private func rowBox(in host: HostingWidget<FruitRow>) -> UnsafeMutablePointer<GtkWidget> {
    let label = WidgetTree.all(gtk_label_get_type(), in: host.widget).first {
        String(cString: gtk_label_get_text($0.cast())) == "Apple"
    }!
    return gtk_widget_get_parent(label)!
}

private struct Traited: View {
    let added: AccessibilityTraits
    let removed: AccessibilityTraits
    var body: some View {
        VStack {
            Text("Chapter").accessibilityAddTraits(added).accessibilityRemoveTraits(removed)
            Button("Pick") {}.accessibilityAddTraits(added.intersection(.isSelected))
        }
    }
}

/// `.accessibilityElement(children:)`, traits, and the names built-ins take from their content.
final class AccessibilityElementTests: GtkTestCase {
    func testCombineNamesTheElementAfterItsChildrenAndHidesThem() {
        onGtkThread {
            let host = HostingWidget(rootView: FruitRow(weight: "3 kg", behavior: .combine, label: nil))
            let box = rowBox(in: host)
            XCTAssertEqual(accessibleName(of: box), "Apple, 3 kg, Favourite")
            XCTAssertEqual(atk_object_get_n_accessible_children(accessible(box)), 0)
            // The name follows the children's texts.
            host.rootView = FruitRow(weight: "4 kg", behavior: .combine, label: nil)
            XCTAssertEqual(accessibleName(of: box), "Apple, 4 kg, Favourite")
            // An own label wins over the children's (the row is a new one: its type changed).
            host.rootView = FruitRow(weight: "4 kg", behavior: .combine, label: "Apples")
            XCTAssertEqual(accessibleName(of: rowBox(in: host)), "Apples")
        }
    }

    func testIgnoreHidesTheChildrenBehindTheOwnLabelAndContainKeepsThem() {
        onGtkThread {
            let host = HostingWidget(rootView: FruitRow(weight: "3 kg", behavior: .ignore, label: "Fruit"))
            let box = rowBox(in: host)
            XCTAssertEqual(accessibleName(of: box), "Fruit")
            XCTAssertEqual(atk_object_get_n_accessible_children(accessible(box)), 0)
            host.rootView = FruitRow(weight: "3 kg", behavior: .contain, label: nil)
            let container = rowBox(in: host)
            XCTAssertEqual(atk_object_get_n_accessible_children(accessible(container)), 3)
            XCTAssertEqual(accessibleName(of: container), "")
        }
    }

    func testTraitsGiveRolesAndStatesAndRemovingThemTakesThemBack() {
        onGtkThread {
            let host = HostingWidget(rootView: Traited(added: .isHeader, removed: []))
            let label = WidgetTree.all(gtk_label_get_type(), in: host.widget).first {
                String(cString: gtk_label_get_text($0.cast())) == "Chapter"
            }!
            let button: UnsafeMutablePointer<GtkWidget> = WidgetTree.button("Pick", in: host.widget).cast()
            XCTAssertEqual(atk_object_get_role(accessible(label)), ATK_ROLE_HEADING)
            XCTAssertFalse(has(ATK_STATE_SELECTED, button))

            host.rootView = Traited(added: [.isButton, .isSelected], removed: [])
            XCTAssertEqual(atk_object_get_role(accessible(label)), ATK_ROLE_PUSH_BUTTON)
            XCTAssertTrue(has(ATK_STATE_SELECTED, label))
            XCTAssertTrue(has(ATK_STATE_SELECTED, button))

            host.rootView = Traited(added: [], removed: [])
            XCTAssertEqual(atk_object_get_role(accessible(label)), ATK_ROLE_LABEL)
            XCTAssertFalse(has(ATK_STATE_SELECTED, label))

            // Removing the trait of the label's own role leaves a plain panel.
            host.rootView = Traited(added: [], removed: .isStaticText)
            XCTAssertEqual(atk_object_get_role(accessible(label)), ATK_ROLE_PANEL)
        }
    }

    func testHiddenWinsOverATraitsRoleAndBringsItBack() {
        onGtkThread {
            let host = HostingWidget(
                rootView: Text("Chapter").accessibilityAddTraits(.isHeader).accessibilityHidden(true))
            let label = WidgetTree.first(gtk_label_get_type(), in: host.widget)!
            XCTAssertEqual(atk_object_get_role(accessible(label)), ATK_ROLE_REDUNDANT_OBJECT)
            host.rootView = Text("Chapter").accessibilityAddTraits(.isHeader).accessibilityHidden(false)
            XCTAssertEqual(atk_object_get_role(accessible(label)), ATK_ROLE_HEADING)
        }
    }

    func testALabelReachesAControlInsideAFrameAndItsScroller() {
        onGtkThread {
            let host = HostingWidget(
                rootView: TextEditor(text: .constant("")).frame(height: 80).accessibilityLabel("Notes"))
            let textView = WidgetTree.first(gtk_text_view_get_type(), in: host.widget)!
            XCTAssertEqual(accessibleName(of: textView), "Notes")
        }
    }

    func testIconOnlyButtonsAreNamedByTheirTitleOrLabel() {
        onGtkThread {
            let host = HostingWidget(
                rootView: VStack {
                    Button(action: {}) { Label("Delete", systemImage: "trash") }.labelStyle(.iconOnly)
                    Button(action: {}) { Image(systemName: "star") }.accessibilityLabel("Favourite")
                })
            let buttons = WidgetTree.all(gtk_button_get_type(), in: host.widget)
            XCTAssertEqual(buttons.map(accessibleName(of:)), ["Delete", "Favourite"])
        }
    }

    func testTextFieldTitleIsItsNameUnlessALabelOverridesIt() {
        onGtkThread {
            let host = HostingWidget(
                rootView: VStack {
                    TextField("Search", text: .constant(""))
                    TextField("Email", text: .constant("")).accessibilityLabel("Work email")
                })
            let entries = WidgetTree.all(gtk_entry_get_type(), in: host.widget)
            XCTAssertEqual(entries.map(accessibleName(of:)), ["Search", "Work email"])
        }
    }
}
