import GtkUI
import XCTest

/// The texts of the labels GTK shows (mapped) in `window`.
@MainActor
private func shownLabels(in window: UnsafeMutablePointer<GtkWidget>) -> [String] {
    WidgetTree.all(gtk_label_get_type(), in: window).filter { gtk_widget_get_mapped($0) != 0 }.map {
        String(cString: gtk_label_get_text($0.cast()))
    }
}

/// Three choices that can each shrink to 10 pixels and ideally take 300, 150 and 100.
private struct Choices: View {
    var body: some View {
        ViewThatFits(in: .horizontal) {
            Text("Wide").frame(minWidth: 10, idealWidth: 300)
            Text("Middle").frame(minWidth: 10, idealWidth: 150)
            Text("Narrow").frame(minWidth: 10, idealWidth: 100)
        }
    }
}

/// `ViewThatFits` shows the first view whose ideal size fits, measured by GTK.
final class ViewThatFitsTests: GtkTestCase {
    func testShowsTheFirstViewThatFitsAndFollowsResizes() {
        onGtkThread {
            let mounted = DrawnWindow(Choices(), width: 400, height: 50)
            defer { mounted.close() }
            XCTAssertEqual(shownLabels(in: mounted.window), ["Wide"])

            for (width, expected) in [(200, "Middle"), (120, "Narrow"), (320, "Wide")] {
                gtk_window_resize(mounted.window.cast(), Int32(width), 50)
                TestLoop.run(until: { shownLabels(in: mounted.window) == [expected] })
                XCTAssertEqual(shownLabels(in: mounted.window), [expected], "at \(width) pixels")
            }
        }
    }

    func testWhenNoViewFitsTheLastIsShownWithOneWarning() {
        onGtkThread {
            var mounted: DrawnWindow?
            var shown: [String] = []
            let messages = LogCapture.capture(domain: "GtkUI") {
                mounted = DrawnWindow(Choices(), width: 60, height: 50)
                shown = shownLabels(in: mounted!.window)
                gtk_window_resize(mounted!.window.cast(), 70, 50)
                TestLoop.run(until: { gtk_widget_get_allocated_width(mounted!.host.widget) == 70 })
            }
            defer { mounted?.close() }
            XCTAssertEqual(shown, ["Narrow"])
            XCTAssertEqual(messages.filter { $0.contains("ViewThatFits") }.count, 1, "\(messages)")
        }
    }

    func testVerticalFitUsesTheHeightForTheWidth() {
        onGtkThread {
            let mounted = DrawnWindow(
                ViewThatFits(in: .vertical) {
                    Text("Tall").frame(width: 50, height: 200)
                    Text("Short").frame(width: 50, height: 40)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity), width: 300, height: 100)
            defer { mounted.close() }
            XCTAssertEqual(shownLabels(in: mounted.window), ["Short"])
        }
    }
}
