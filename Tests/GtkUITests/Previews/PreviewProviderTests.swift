import GtkUI
import XCTest

private struct Greeting: View {
    let name: String
    var body: some View { Text("Hello, \(name)") }
}

// Written as for SwiftUI: several previews in one builder.
private struct Greeting_Previews: PreviewProvider {
    static var previews: some View {
        Greeting(name: "light")
        Greeting(name: "dark")
    }
}

final class PreviewProviderTests: GtkTestCase {
    func testPreviewsBuildAndMount() {
        onGtkThread {
            let host = HostingWidget(rootView: Greeting_Previews.previews)
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Hello, light", "Hello, dark"])
        }
    }
}
