import GtkUI
import XCTest

/// Where the first line's baseline of `label` is drawn, in its window's coordinates.
@MainActor
private func baseline(of label: WidgetPointer) -> Int32 {
    var x: Int32 = 0
    var y: Int32 = 0
    gtk_label_get_layout_offsets(label.cast(), &x, &y)
    return y + pango_layout_get_baseline(gtk_label_get_layout(label.cast())) / 1024
}

@MainActor
private func labels(_ widget: WidgetPointer) -> (big: WidgetPointer, small: WidgetPointer) {
    let all = WidgetTree.all(gtk_label_get_type(), in: widget)
    guard let big = all.first(where: { WidgetTree.labels(in: $0) == ["Big"] }),
        let small = all.first(where: { WidgetTree.labels(in: $0) == ["small"] })
    else { fatalError("labels missing in\n\(WidgetTree.describe(widget))") }
    return (big, small)
}

/// `.firstTextBaseline` and `.lastTextBaseline` line texts of different sizes up on their
/// baselines, in an `HStack` (GTK's baseline alignment) and in an `HStackLayout` (the layout's).
final class TextBaselineTests: GtkTestCase {
    func testAnHStackLinesUpFirstBaselines() {
        onGtkThread {
            let (host, window) = layOut(
                HStack(alignment: .firstTextBaseline) {
                    Text("Big").font(.largeTitle)
                    Text("small")
                })
            defer { gtk_widget_destroy(window) }
            let (big, small) = labels(host.widget)
            XCTAssertEqual(baseline(of: big), baseline(of: small), accuracy: 1)
        }
    }

    func testAnHStackLayoutLinesUpBaselines() {
        onGtkThread {
            for alignment in [VerticalAlignment.firstTextBaseline, .lastTextBaseline] {
                let (host, window) = layOut(
                    HStackLayout(alignment: alignment) {
                        Text("Big").font(.largeTitle)
                        Text("small")
                    })
                defer { gtk_widget_destroy(window) }
                let (big, small) = labels(host.widget)
                XCTAssertEqual(baseline(of: big), baseline(of: small), accuracy: 1)
            }
        }
    }

    func testCentredTextsHaveDifferentBaselines() {
        onGtkThread {
            let (host, window) = layOut(
                HStackLayout {
                    Text("Big").font(.largeTitle)
                    Text("small")
                })
            defer { gtk_widget_destroy(window) }
            let (big, small) = labels(host.widget)
            XCTAssertGreaterThan(abs(baseline(of: big) - baseline(of: small)), 2, "the check above can fail")
        }
    }
}
