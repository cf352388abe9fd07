import GtkUI
import XCTest

private struct Node: Identifiable {
    let id: String
    var children: [Node]?
}

private let tree = [
    Node(id: "Animals", children: [Node(id: "Cat"), Node(id: "Dog", children: [Node(id: "Puppy")])]),
    Node(id: "Plants", children: [Node(id: "Fern")]),
    Node(id: "Rocks"),
]

final class OutlineListTests: GtkTestCase {
    func testHierarchicalListExpandsAndCollapses() {
        onGtkThread {
            let harness = LazyListHarness(List(tree, children: \.children) { Text($0.id) })
            defer { harness.close() }
            XCTAssertEqual(harness.visibleRowTexts(), ["Animals", "Plants", "Rocks"])
            guard let animals = harness.row("Animals"),
                let expand = WidgetTree.all(gtk_button_get_type(), in: animals).first
            else { return XCTFail("no expander on Animals") }
            gtk_button_clicked(expand.cast())
            harness.settle()
            XCTAssertEqual(harness.visibleRowTexts(), ["Animals", "Cat", "Dog", "Plants", "Rocks"])
            guard let dog = harness.row("Dog"), let expandDog = WidgetTree.all(gtk_button_get_type(), in: dog).first
            else { return XCTFail("no expander on Dog") }
            gtk_button_clicked(expandDog.cast())
            harness.settle()
            XCTAssertEqual(harness.visibleRowTexts(), ["Animals", "Cat", "Dog", "Puppy", "Plants", "Rocks"])
            XCTAssertNil(
                harness.row("Rocks").flatMap { WidgetTree.all(gtk_button_get_type(), in: $0).first },
                "a leaf has no expander")
            guard let collapse = harness.row("Animals").flatMap({ WidgetTree.all(gtk_button_get_type(), in: $0).first })
            else { return XCTFail("no expander on Animals") }
            gtk_button_clicked(collapse.cast())
            harness.settle()
            XCTAssertEqual(harness.visibleRowTexts(), ["Animals", "Plants", "Rocks"])
        }
    }
}
