import Foundation
import GtkUI
import GtkUITesting
import XCTest

private struct Fruit: Identifiable, Hashable {
    let id: Int
    let name: String
}

private let fruits = ["Apple", "Banana", "Cherry", "Damson", "Elder", "Fig", "Grape"].enumerated().map {
    Fruit(id: $0.offset, name: $0.element)
}

@MainActor
private final class Choice {
    var single: Int?
    var multiple: Set<Int> = []
    var deleted: [IndexSet] = []
    var moved: [(IndexSet, Int)] = []
}

final class ListSelectionTests: GtkTestCase {
    func testSingleSelectionByPointerAndKeyboard() throws {
        try onGtkThread {
            let choice = Choice()
            let binding = Binding<Int?>(get: { choice.single }, set: { choice.single = $0 })
            let host = try ViewHost(List(fruits, selection: binding) { Text($0.name) }, size: (400, 300))
            defer { host.close() }
            host.row(containing: "Cherry").tap()
            XCTAssertEqual(choice.single, 2)
            XCTAssertTrue(host.row(containing: "Cherry").isSelected)
            host.row(containing: "Cherry").press(key: .downArrow)
            XCTAssertEqual(choice.single, 3)
            XCTAssertFalse(host.row(containing: "Cherry").isSelected)
            XCTAssertTrue(host.row(containing: "Damson").isSelected)
            host.press(key: .home)
            XCTAssertEqual(choice.single, 0)
            XCTAssertTrue(host.row(containing: "Apple").isSelected)
            host.press(key: .end)
            XCTAssertEqual(choice.single, 6)
        }
    }

    func testSelectionFollowsTheBindingFromOutside() throws {
        try onGtkThread {
            struct Host: View {
                @State var selection: Int? = nil
                var body: some View {
                    VStack {
                        Button("Pick Fig") { selection = 5 }
                        List(fruits, selection: $selection) { Text($0.name) }
                    }
                }
            }
            let host = try ViewHost(Host(), size: (400, 300))
            defer { host.close() }
            XCTAssertFalse(host.row(containing: "Fig").isSelected)
            host.button("Pick Fig").tap()
            XCTAssertTrue(host.row(containing: "Fig").isSelected)
            XCTAssertEqual(fruits.filter { host.row(containing: $0.name).isSelected }.map(\.name), ["Fig"])
        }
    }

    func testMultipleSelectionWithControlAndShift() {
        onGtkThread {
            let choice = Choice()
            let binding = Binding<Set<Int>>(get: { choice.multiple }, set: { choice.multiple = $0 })
            let harness = LazyListHarness(List(fruits, selection: binding) { Text($0.name) })
            defer { harness.close() }
            guard let banana = harness.row("Banana"), let elder = harness.row("Elder"),
                let grape = harness.row("Grape")
            else { return XCTFail("rows missing") }
            PointerEvents.click(banana)
            XCTAssertEqual(choice.multiple, [1])
            PointerEvents.click(elder, modifiers: GDK_CONTROL_MASK)
            XCTAssertEqual(choice.multiple, [1, 4])
            PointerEvents.click(banana, modifiers: GDK_CONTROL_MASK)
            XCTAssertEqual(choice.multiple, [4], "Ctrl-click toggles")
            PointerEvents.click(elder)
            PointerEvents.click(grape, modifiers: GDK_SHIFT_MASK)
            XCTAssertEqual(choice.multiple, [4, 5, 6], "Shift-click extends from the anchor")
            harness.press(GDK_KEY_Up, modifiers: GDK_SHIFT_MASK)
            XCTAssertEqual(choice.multiple, [4, 5])
            XCTAssertTrue(LazyListHarness.isSelected(harness.row("Fig")))
            XCTAssertFalse(LazyListHarness.isSelected(harness.row("Grape")))
        }
    }

    func testStaticRowsSelectByTag() {
        onGtkThread {
            let choice = Choice()
            let binding = Binding<Int?>(get: { choice.single }, set: { choice.single = $0 })
            let harness = LazyListHarness(
                List(selection: binding) {
                    Text("Inbox").tag(10)
                    Text("Sent").tag(20)
                })
            defer { harness.close() }
            guard let sent = harness.row("Sent") else { return XCTFail("no Sent row") }
            PointerEvents.click(sent)
            XCTAssertEqual(choice.single, 20)
        }
    }

    func testHeadersAreNotSelected() {
        onGtkThread {
            let choice = Choice()
            let binding = Binding<Int?>(get: { choice.single }, set: { choice.single = $0 })
            let harness = LazyListHarness(
                List(selection: binding) {
                    Section("Fruit") {
                        ForEach(fruits.prefix(2)) { Text($0.name) }
                    }
                })
            defer { harness.close() }
            guard let header = harness.row("Fruit") else { return XCTFail("no header") }
            PointerEvents.click(header)
            XCTAssertNil(choice.single)
            harness.press(GDK_KEY_Home)
            XCTAssertEqual(choice.single, 0, "Home skips the header")
        }
    }

    func testDeleteKeyAndMoveKeysEditThroughForEach() {
        onGtkThread {
            let choice = Choice()
            let binding = Binding<Int?>(get: { choice.single }, set: { choice.single = $0 })
            let harness = LazyListHarness(
                List(selection: binding) {
                    ForEach(fruits) { Text($0.name) }
                        .onDelete { choice.deleted.append($0) }
                        .onMove { choice.moved.append(($0, $1)) }
                })
            defer { harness.close() }
            guard let cherry = harness.row("Cherry") else { return XCTFail("no Cherry row") }
            PointerEvents.click(cherry)
            harness.press(GDK_KEY_Delete)
            XCTAssertEqual(choice.deleted, [IndexSet(integer: 2)])
            PointerEvents.click(cherry)
            harness.press(GDK_KEY_Down, modifiers: GDK_MOD1_MASK)
            XCTAssertEqual(choice.moved.first?.0, IndexSet(integer: 2))
            XCTAssertEqual(choice.moved.first?.1, 4, "moving down one place puts the row before offset 4")
        }
    }

    func testRowsAreAccessibleListItemsWithTheirContentsName() {
        onGtkThread {
            let harness = LazyListHarness(
                List(fruits) { fruit in
                    HStack {
                        Text(fruit.name); Text("fresh")
                    }
                })
            defer { harness.close() }
            guard let apple = harness.row("Apple"), let accessible = gtk_widget_get_accessible(apple) else {
                return XCTFail("no Apple row")
            }
            XCTAssertEqual(atk_object_get_role(accessible), ATK_ROLE_LIST_ITEM)
            XCTAssertEqual(String(cString: atk_object_get_name(accessible)), "Apple, fresh")
            XCTAssertEqual(atk_object_get_role(gtk_widget_get_accessible(harness.box)), ATK_ROLE_LIST)
        }
    }

    func testRowMenuDeletesAndSwipeActionsAreTheRowsMenu() {
        onGtkThread {
            let choice = Choice()
            let harness = LazyListHarness(
                List {
                    ForEach(fruits) { fruit in
                        Text(fruit.name)
                            .swipeActions {
                                Button("Archive \(fruit.name)") {
                                    choice.moved.append((IndexSet(integer: fruit.id), -1))
                                }
                            }
                    }
                    .onDelete { choice.deleted.append($0) }
                })
            defer { harness.close() }
            guard let banana = harness.row("Banana") else { return XCTFail("no Banana row") }
            PointerEvents.button(banana, press: true, number: 3)
            guard let delete = LazyListHarness.poppedUpMenuItem("Delete") else { return XCTFail("no Delete item") }
            gtk_menu_item_activate(delete.cast())
            LazyListHarness.closeMenu(of: delete)
            XCTAssertEqual(choice.deleted, [IndexSet(integer: 1)])
            guard
                let anchor = WidgetTree.all(gtk_event_box_get_type(), in: banana).first(where: {
                    g_object_get_data($0.gObject, "gtkui-menu") != nil
                })
            else {
                return XCTFail("the swipe actions are not the row's menu")
            }
            guard let menu = g_object_get_data(anchor.gObject, "gtkui-menu")?.assumingMemoryBound(to: GtkWidget.self),
                let archive = WidgetTree.all(gtk_menu_item_get_type(), in: menu).first(where: {
                    WidgetTree.labels(in: $0) == ["Archive Banana"]
                })
            else { return XCTFail("no Archive item in the row's menu") }
            gtk_widget_activate(archive)
            TestLoop.drain()
            XCTAssertEqual(choice.moved.first?.0, IndexSet(integer: 1))
        }
    }

    func testLeadingAndTrailingSwipeActionsShareTheRowsMenu() {
        onGtkThread {
            let harness = LazyListHarness(
                List {
                    ForEach(fruits) { fruit in
                        Text(fruit.name)
                            .swipeActions(edge: .leading, allowsFullSwipe: true) { Button("Edit") {} }
                            .swipeActions(edge: .trailing) { Button("Delete", role: .destructive) {} }
                    }
                })
            defer { harness.close() }
            guard let banana = harness.row("Banana") else { return XCTFail("no Banana row") }
            let anchors = WidgetTree.all(gtk_event_box_get_type(), in: banana).filter {
                g_object_get_data($0.gObject, "gtkui-menu") != nil
            }
            XCTAssertEqual(anchors.count, 1, "one menu for the row, not one hiding the other")
            guard let menu = anchors.first.flatMap({ g_object_get_data($0.gObject, "gtkui-menu") }) else {
                return XCTFail("no row menu")
            }
            let items = WidgetTree.all(gtk_menu_item_get_type(), in: menu.assumingMemoryBound(to: GtkWidget.self))
            XCTAssertEqual(items.map { WidgetTree.labels(in: $0) }.filter { !$0.isEmpty }, [["Edit"], ["Delete"]])
        }
    }

    func testSelectionSurvivesDataChangesByID() {
        onGtkThread {
            struct Host: View {
                @State var items = fruits
                @State var selection: Int? = 3
                var body: some View {
                    VStack {
                        Button("Insert \(items.count)") {
                            items.insert(Fruit(id: 100 + items.count, name: "New"), at: 0)
                        }
                        List(items, selection: $selection) { Text($0.name) }
                    }
                }
            }
            let harness = LazyListHarness(Host())
            defer { harness.close() }
            XCTAssertTrue(LazyListHarness.isSelected(harness.row("Damson")))
            gtk_button_clicked(WidgetTree.button("Insert 7", in: harness.window))
            harness.settle()
            XCTAssertEqual(harness.visibleRowTexts().prefix(2), ["New", "Apple"])
            XCTAssertTrue(LazyListHarness.isSelected(harness.row("Damson")), "the selection follows the id")
            XCTAssertFalse(LazyListHarness.isSelected(harness.row("Cherry")))
        }
    }

    func testBoundRowsEditTheirElements() {
        onGtkThread {
            struct Task: Identifiable {
                let id: Int
                var done = false
            }
            struct Host: View {
                @State var tasks = [Task(id: 1), Task(id: 2)]
                var body: some View {
                    VStack {
                        Text("Done: \(tasks.filter(\.done).count)")
                        List($tasks) { $task in Toggle("Task \(task.id)", isOn: $task.done) }
                    }
                }
            }
            let harness = LazyListHarness(Host())
            defer { harness.close() }
            guard let toggle = harness.row("Task 2").flatMap({ WidgetTree.first(gtk_toggle_button_get_type(), in: $0) })
            else { return XCTFail("no toggle in the row of task 2") }
            gtk_toggle_button_set_active(toggle.cast(), 1)
            harness.settle()
            XCTAssertEqual(WidgetTree.labels(in: harness.window).first, "Done: 1")
        }
    }

    /// A drag of a row dropped over another: the list's drag signals as GTK emits them once a
    /// drag from a row ends over the list (a real pointer drag was checked by hand with xdotool).
    func testDroppingADraggedRowMovesItThroughOnMove() {
        onGtkThread {
            let choice = Choice()
            let harness = LazyListHarness(
                List {
                    ForEach(fruits) { Text($0.name) }
                        .onMove { choice.moved.append(($0, $1)) }
                })
            defer { harness.close() }
            guard let banana = harness.row("Banana"), let elder = harness.row("Elder") else {
                return XCTFail("rows missing")
            }
            var elderTop = GtkAllocation()
            gtk_widget_get_allocation(elder, &elderTop)
            SignalEmitter.emit(banana, "drag-begin", nil)
            // Over the upper half of Elder: Banana goes before it.
            SignalEmitter.emit(
                harness.box, "drag-data-received", nil, UnsafeMutableRawPointer(bitPattern: 4),
                UnsafeMutableRawPointer(bitPattern: Int(elderTop.y) + 4), nil, nil, nil)
            XCTAssertEqual(choice.moved.first?.0, IndexSet(integer: 1), "Banana moved")
            XCTAssertEqual(choice.moved.first?.1, 4, "to before Elder")
            // Over the lower half of Elder: after it.
            SignalEmitter.emit(banana, "drag-begin", nil)
            SignalEmitter.emit(
                harness.box, "drag-data-received", nil, UnsafeMutableRawPointer(bitPattern: 4),
                UnsafeMutableRawPointer(bitPattern: Int(elderTop.y + elderTop.height) - 3), nil, nil, nil)
            XCTAssertEqual(choice.moved.last?.1, 5, "to after Elder")
            // Dropped on itself: nothing moves.
            SignalEmitter.emit(banana, "drag-begin", nil)
            var bananaTop = GtkAllocation()
            gtk_widget_get_allocation(banana, &bananaTop)
            SignalEmitter.emit(
                harness.box, "drag-data-received", nil, UnsafeMutableRawPointer(bitPattern: 4),
                UnsafeMutableRawPointer(bitPattern: Int(bananaTop.y) + 2), nil, nil, nil)
            XCTAssertEqual(choice.moved.count, 2)
        }
    }

    /// SwiftUI's sidebar pattern: links with values in a list with a selection select their row.
    func testValueLinksInASelectableListSelectTheirRow() {
        onGtkThread {
            let choice = Choice()
            let binding = Binding<Int?>(get: { choice.single }, set: { choice.single = $0 })
            let harness = LazyListHarness(
                NavigationSplitView {
                    List(selection: binding) {
                        ForEach(fruits) { fruit in NavigationLink(value: fruit.id) { Text(fruit.name) } }
                    }
                } detail: {
                    Text("Detail")
                })
            defer { harness.close() }
            guard let cherry = harness.row("Cherry") else { return XCTFail("no Cherry row") }
            XCTAssertNil(WidgetTree.first(gtk_button_get_type(), in: cherry), "the link is its label")
            PointerEvents.click(cherry)
            XCTAssertEqual(choice.single, 2)
        }
    }

    /// A selection that must always name a row (`Binding<Value>`, not optional).
    func testRequiredSelection() {
        onGtkThread {
            let choice = Choice()
            choice.single = 0
            let binding = Binding<Int>(get: { choice.single ?? 0 }, set: { choice.single = $0 })
            let harness = LazyListHarness(List(fruits, selection: binding) { Text($0.name) })
            defer { harness.close() }
            XCTAssertTrue(LazyListHarness.isSelected(harness.row("Apple")))
            guard let fig = harness.row("Fig") else { return XCTFail("no Fig row") }
            PointerEvents.click(fig, modifiers: GDK_CONTROL_MASK)
            XCTAssertEqual(choice.single, 5)
        }
    }

    /// What a row's view asks of its row: margins, no separator, a background colour.
    func testRowModifiers() {
        onGtkThread {
            var harness: LazyListHarness?
            let messages = LogCapture.capture(domain: "GtkUI") {
                harness = LazyListHarness(
                    List {
                        Text("Plain")
                        Text("Inset").listRowInsets(EdgeInsets(top: 2, leading: 30, bottom: 4, trailing: 5))
                        Text("Bare").listRowSeparator(.hidden)
                        Text("Red").listRowBackground(Color.red)
                        Text("Odd").listRowBackground(Text("not a colour"))
                    })
            }
            guard let harness else { return XCTFail("no list") }
            defer { harness.close() }
            XCTAssertEqual(messages.count, 1, "\(messages)")
            guard let plain = harness.row("Plain"), let inset = harness.row("Inset"), let bare = harness.row("Bare"),
                let red = harness.row("Red"), let plainStack = gtk_bin_get_child(plain.cast()),
                let insetStack = gtk_bin_get_child(inset.cast())
            else { return XCTFail("rows missing") }
            XCTAssertEqual(gtk_widget_get_margin_start(plainStack), 12)
            XCTAssertEqual(gtk_widget_get_margin_start(insetStack), 30)
            XCTAssertEqual(gtk_widget_get_margin_top(insetStack), 2)
            let hasPlainClass = { (row: WidgetPointer) in
                gtk_style_context_has_class(gtk_widget_get_style_context(row), "gtkui-list-row-plain") != 0
            }
            XCTAssertTrue(hasPlainClass(bare))
            XCTAssertFalse(hasPlainClass(plain))
            let style = gtk_widget_get_style_context(red)
            var value = GValue()
            gtk_style_context_get_property(style, "background-color", GTK_STATE_FLAG_NORMAL, &value)
            defer { g_value_unset(&value) }
            let color = g_value_get_boxed(&value)?.assumingMemoryBound(to: GdkRGBA.self).pointee
            XCTAssertGreaterThan(color?.red ?? 0, 0.8, "the row's background is red")
            XCTAssertLessThan(color?.blue ?? 1, 0.5)
        }
    }
}
