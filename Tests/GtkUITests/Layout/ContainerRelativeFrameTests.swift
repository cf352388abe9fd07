import GtkUI
import GtkUITesting
import XCTest

@MainActor
private func allocation(_ widget: WidgetPointer) -> GtkAllocation {
    var rect = GtkAllocation()
    gtk_widget_get_allocation(widget, &rect)
    return rect
}

/// The frame around the label showing `text`: the label's nearest `GtkUIFrame` ancestor.
@MainActor
private func frame(around text: String, in root: WidgetPointer) -> GtkAllocation {
    guard
        let label = WidgetTree.all(gtk_label_get_type(), in: root).first(where: { WidgetTree.labels(in: $0) == [text] })
    else { fatalError("no label \(text) in\n\(WidgetTree.describe(root))") }
    var widget = label
    while let parent = gtk_widget_get_parent(widget) {
        widget = parent
        if widget.isInstance(of: gtkui_frame_get_type()) { return allocation(widget) }
    }
    fatalError("no frame around \(text)")
}

/// The width and height of the window's content area, the container of a view at its root.
@MainActor
private func contentSize(_ host: ViewHost) -> (width: Int32, height: Int32) {
    guard let window = host.gtkWindow, let content = gtk_bin_get_child(window.cast()) else { return (0, 0) }
    let rect = allocation(content)
    return (rect.width, rect.height)
}

@MainActor
private func root(_ host: ViewHost) -> WidgetPointer {
    guard let window = host.gtkWindow else { fatalError("no window") }
    return window.cast()
}

final class ContainerRelativeFrameTests: GtkTestCase {
    func testTheWindowIsTheContainerAndTheFrameFollowsItsSize() throws {
        try onGtkThread {
            let host = try ViewHost(
                VStack(spacing: 0) {
                    Text("whole").containerRelativeFrame(.horizontal)
                    Text("quarter").containerRelativeFrame(.horizontal, count: 4, spacing: 0)
                    Text("three of four").containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10)
                }, size: (410, 200))
            defer { host.close() }
            host.settle()
            host.settle()
            var width = CGFloat(contentSize(host).width)
            XCTAssertGreaterThan(width, 300)
            XCTAssertEqual(CGFloat(frame(around: "whole", in: root(host)).width), width)
            XCTAssertEqual(CGFloat(frame(around: "quarter", in: root(host)).width), (width / 4).rounded())
            XCTAssertEqual(
                CGFloat(frame(around: "three of four", in: root(host)).width), ((width - 30) / 4 * 3 + 20).rounded())

            gtk_window_resize(host.gtkWindow, 610, 200)
            host.settle()
            host.settle()
            width = CGFloat(contentSize(host).width)
            XCTAssertGreaterThan(width, 500, "the window grew")
            XCTAssertEqual(CGFloat(frame(around: "whole", in: root(host)).width), width, "the frame follows the window")
            XCTAssertEqual(CGFloat(frame(around: "quarter", in: root(host)).width), (width / 4).rounded())
        }
    }

    func testAScrollViewsVisibleAreaIsTheContainer() throws {
        try onGtkThread {
            let host = try ViewHost(
                VStack(spacing: 0) {
                    Text("outside").containerRelativeFrame(.horizontal, count: 2, spacing: 0)
                    ScrollView(.horizontal) {
                        HStack(spacing: 10) {
                            Text("page 1").containerRelativeFrame(.horizontal, count: 2, spacing: 10)
                            Text("page 2").containerRelativeFrame(.horizontal, count: 2, spacing: 10)
                            Text("page 3").containerRelativeFrame(.horizontal, count: 2, spacing: 10)
                        }
                    }.frame(width: 300, height: 60)
                }, size: (500, 200))
            defer { host.close() }
            host.settle()
            host.settle()
            guard let viewport = WidgetTree.first(gtk_viewport_get_type(), in: root(host)) else {
                return XCTFail("no viewport")
            }
            let visible = CGFloat(allocation(viewport).width)
            XCTAssertGreaterThan(visible, 200)
            XCTAssertEqual(
                CGFloat(frame(around: "outside", in: root(host)).width),
                (CGFloat(contentSize(host).width) / 2).rounded(),
                "the window's half")
            XCTAssertEqual(
                CGFloat(frame(around: "page 2", in: root(host)).width), ((visible - 10) / 2).rounded(),
                "the scroll view's half")
        }
    }

    func testTheClosureGetsTheContainersLengthAndAxisAndAlignmentPlacesTheContent() throws {
        try onGtkThread {
            var asked: Set<String> = []
            let host = try ViewHost(
                Text("tall")
                    .containerRelativeFrame([.horizontal, .vertical], alignment: .topLeading) { length, axis in
                        asked.insert(axis == .horizontal ? "horizontal" : "vertical")
                        return axis == .horizontal ? length / 2 : length / 4
                    }, size: (400, 200))
            defer { host.close() }
            host.settle()
            host.settle()
            let size = contentSize(host)
            let box = frame(around: "tall", in: root(host))
            XCTAssertEqual(
                [CGFloat(box.width), CGFloat(box.height)],
                [(CGFloat(size.width) / 2).rounded(), (CGFloat(size.height) / 4).rounded()])
            XCTAssertEqual(asked, ["horizontal", "vertical"])
            guard let label = WidgetTree.first(gtk_label_get_type(), in: root(host)) else { return XCTFail("no label") }
            let text = allocation(label)
            XCTAssertEqual([text.x, text.y], [box.x, box.y], "the text in the frame's top leading corner")
        }
    }

    func testBadCountsAndLengthsWarnOnceAndKeepADefinedSize() throws {
        try onGtkThread {
            try LogCapture.expect("count 0 is below 1", domain: "GtkUI") {
                let host = try ViewHost(
                    Text("zero").containerRelativeFrame(.horizontal, count: 0, spacing: 0), size: (300, 100))
                defer { host.close() }
                host.settle()
                host.settle()
                XCTAssertEqual(frame(around: "zero", in: root(host)).width, contentSize(host).width, "a count of 1")
            }
            try LogCapture.expect("closure returned nan", domain: "GtkUI") {
                let host = try ViewHost(
                    Text("nan").containerRelativeFrame(.horizontal) { _, _ in .nan }, size: (300, 100))
                defer { host.close() }
                host.settle()
                XCTAssertLessThan(frame(around: "nan", in: root(host)).width, 200, "its own size")
            }
        }
    }
}
