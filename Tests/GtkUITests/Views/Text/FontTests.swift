import GtkUI
import XCTest

/// The attributes of the first label in `view`, mounted.
@MainActor
func labelAttributes(of view: some View) -> [String] {
    let host = HostingWidget(rootView: view)
    return PangoAttributeReader.describe(label: WidgetTree.first(gtk_label_get_type(), in: host.widget)!)
}

private struct EnvironmentFontView: View {
    @State var font: Font? = .caption
    static var setFont: ((Font?) -> Void)?
    var body: some View {
        VStack {
            Text("plain")
            Text("own").font(.footnote)
        }
        .font(font)
        .onAppear { EnvironmentFontView.setFont = { font = $0 } }
    }
}

final class FontTests: GtkTestCase {
    func testEveryTextStyleHasItsSizeAndWeight() {
        onGtkThread {
            let expected: [(Font, [String])] = [
                (.largeTitle, ["scale 1.8", "weight 800"]),
                (.title, ["scale 1.36", "weight 800"]),
                (.title2, ["scale 1.2", "weight 700"]),
                (.title3, ["scale 1.1", "weight 700"]),
                (.headline, ["weight 700"]),
                (.subheadline, ["scale 0.9"]),
                (.body, []),
                (.callout, ["scale 0.95"]),
                (.footnote, ["scale 0.85"]),
                (.caption, ["scale 0.82"]),
                (.caption2, ["scale 0.75"]),
            ]
            for (font, words) in expected {
                XCTAssertEqual(labelAttributes(of: Text("x").font(font)), words, "\(font)")
            }
            XCTAssertEqual(Font.TextStyle.allCases.count, expected.count)
            for style in Font.TextStyle.allCases {
                XCTAssertEqual(
                    labelAttributes(of: Text("x").font(.system(style))),
                    expected.first { $0.0 == Font.system(style) }?.1)
            }
        }
    }

    func testSystemSizeWeightAndDesign() {
        onGtkThread {
            XCTAssertEqual(
                labelAttributes(of: Text("x").font(.system(size: 20, weight: .semibold, design: .monospaced))),
                ["family Monospace", "size 20.0px", "weight 600"])
            XCTAssertEqual(
                labelAttributes(of: Text("x").font(.system(size: 12, design: .serif))), ["family Serif", "size 12.0px"])
            XCTAssertEqual(
                labelAttributes(of: Text("x").font(.custom("DejaVu Sans", size: 9))),
                ["family DejaVu Sans", "size 9.0px"])
        }
    }

    func testASizeThatIsNotPositiveWarnsAndGivesTheThemeSize() {
        onGtkThread {
            var fonts: [Font] = []
            let messages = LogCapture.capture(domain: "GtkUI") {
                fonts = [.system(size: -4), .custom("Serif", size: .nan)]
            }
            XCTAssertEqual(messages.count, 2, "\(messages)")
            XCTAssertTrue(messages.first?.contains("-4") ?? false, "\(messages)")
            XCTAssertEqual(labelAttributes(of: Text("x").font(fonts[0])), [])
            XCTAssertEqual(labelAttributes(of: Text("x").font(fonts[1])), ["family Serif"])
        }
    }

    func testFontModifiersAndWeights() {
        onGtkThread {
            XCTAssertEqual(labelAttributes(of: Text("x").font(.body.italic())), ["italic"])
            XCTAssertEqual(
                labelAttributes(of: Text("x").font(.caption.monospaced())), ["family Monospace", "scale 0.82"])
            XCTAssertEqual(labelAttributes(of: Text("x").font(.title.weight(.light))), ["scale 1.36", "weight 300"])
            XCTAssertEqual(labelAttributes(of: Text("x").bold()), ["weight 700"])
            XCTAssertEqual(labelAttributes(of: Text("x").italic()), ["italic"])
            XCTAssertEqual(labelAttributes(of: Text("x").fontWeight(.black)), ["weight 900"])
            let weights: [Font.Weight] = [
                .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
            ]
            XCTAssertEqual(
                weights.map { labelAttributes(of: Text("x").fontWeight($0)) },
                [
                    ["weight 200"], ["weight 100"], ["weight 300"], [], ["weight 500"], ["weight 600"], ["weight 700"],
                    ["weight 800"], ["weight 900"],
                ])
        }
    }

    func testEnvironmentFontReachesTextsAndTheirOwnFontWins() {
        onGtkThread {
            let host = HostingWidget(rootView: EnvironmentFontView())
            let labels = WidgetTree.all(gtk_label_get_type(), in: host.widget)
            XCTAssertEqual(labels.map(PangoAttributeReader.describe(label:)), [["scale 0.82"], ["scale 0.85"]])
            EnvironmentFontView.setFont?(.largeTitle)
            host.flushUpdates()
            XCTAssertEqual(
                labels.map(PangoAttributeReader.describe(label:)), [["scale 1.8", "weight 800"], ["scale 0.85"]])
            EnvironmentFontView.setFont?(nil)
            host.flushUpdates()
            XCTAssertEqual(labels.map(PangoAttributeReader.describe(label:)), [[], ["scale 0.85"]])
        }
    }

    func testEnvironmentFontReachesAButtonTitle() {
        onGtkThread {
            let host = HostingWidget(rootView: Button("Go") {}.font(.headline))
            let button = WidgetTree.button("Go", in: host.widget)
            let label = WidgetTree.first(gtk_label_get_type(), in: button.cast())!
            XCTAssertEqual(PangoAttributeReader.describe(label: label), ["weight 700"])
        }
    }

    func testEnvironmentWeightItalicAndMonospacedAddToTheFont() {
        onGtkThread {
            XCTAssertEqual(
                labelAttributes(of: Text("x").font(.caption).fontWeight(.bold)), ["scale 0.82", "weight 700"])
            XCTAssertEqual(
                labelAttributes(of: VStack { Text("x") }.font(.title).fontWeight(.thin)), ["scale 1.36", "weight 100"])
            XCTAssertEqual(labelAttributes(of: VStack { Text("x") }.italic()), ["italic"])
            XCTAssertEqual(labelAttributes(of: VStack { Text("x") }.bold()), ["weight 700"])
            XCTAssertEqual(labelAttributes(of: VStack { Text("x") }.monospaced()), ["family Monospace"])
            XCTAssertEqual(
                labelAttributes(of: VStack { Text("x").fontWeight(.light) }.bold()), ["weight 300"],
                "the Text's own wins")
        }
    }
}
