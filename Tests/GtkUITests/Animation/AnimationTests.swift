import GtkUI
import XCTest

private struct Expander: View {
    @State private var isExpanded = false

    var body: some View {
        VStack {
            Button(isExpanded ? "Collapse" : "Expand") {
                withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) { isExpanded.toggle() }
            }
            if isExpanded {
                Text("Details").transition(.opacity.combined(with: .move(edge: .top)))
            }
        }
        .animation(.easeInOut, value: isExpanded)
    }
}

/// SwiftUI's animation API compiles, and its changes apply at once.
final class AnimationTests: GtkTestCase {
    func testChangesInsideWithAnimationApplyInTheNextPass() {
        onGtkThread {
            let host = HostingWidget(rootView: Expander())
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Expand"])
            gtk_button_clicked(WidgetTree.button("Expand", in: host.widget))
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Collapse", "Details"])
            gtk_button_clicked(WidgetTree.button("Collapse", in: host.widget))
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Expand"])
        }
    }

    func testWithAnimationReturnsWhatItsBodyReturnsAndRunsItOnce() {
        onGtkThread {
            var runs = 0
            let result = withAnimation {
                runs += 1
                return 42
            }
            XCTAssertEqual(result, 42)
            XCTAssertEqual(runs, 1)
        }
    }

    func testAnimationsCompareByTheirParameters() {
        XCTAssertEqual(Animation.easeInOut(duration: 0.35), .easeInOut)
        XCTAssertNotEqual(Animation.easeInOut(duration: 1), Animation.easeInOut(duration: 1).delay(0.5))
        XCTAssertNotEqual(Animation.linear.repeatForever(), .linear)
        XCTAssertEqual(Animation.spring(duration: 0.5, bounce: 0), .smooth)
    }
}
