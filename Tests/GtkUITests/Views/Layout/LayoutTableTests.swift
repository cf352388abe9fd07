import GtkUI
import XCTest

/// Common SwiftUI layouts in a 600×400 window, each with the frames SwiftUI gives it.
///
/// Text sizes differ from Apple's platforms, so the checks are the positions and sizes the
/// layout rules decide: edges pushed to the window's sides, shares of the free space, centring
/// and fixed frames.
@MainActor
enum LayoutRows {
    static let all: [LayoutRow] = [
        LayoutRow("Text alone is centred at its own size") {
            Text("Hello")
        } checks: { f in
            [f.label("Hello").midX.is(300), f.label("Hello").midY.is(200), f.label("Hello").width.isAtMost(200)]
        },
        LayoutRow("VStack of two texts is centred as a group") {
            VStack {
                Text("Top")
                Text("Bottom")
            }
        } checks: { f in
            [
                f.label("Top").midX.is(300), f.label("Bottom").midX.is(300),
                (f.label("Bottom").minY - f.label("Top").maxY).is(8),
                ((f.label("Top").minY + f.label("Bottom").maxY) / 2).is(200),
            ]
        },
        LayoutRow("Spacer in an HStack pushes the texts to the window's sides") {
            HStack {
                Text("Left")
                Spacer()
                Text("Right")
            }
        } checks: { f in
            [f.label("Left").minX.is(0), f.label("Right").maxX.is(600), f.label("Left").midY.is(200)]
        },
        LayoutRow("Spacer in an HStack nested in a VStack") {
            VStack {
                HStack {
                    Text("Left")
                    Spacer()
                    Text("Right")
                }
            }
        } checks: { f in
            [f.label("Left").minX.is(0), f.label("Right").maxX.is(600), f.label("Left").midY.is(200)]
        },
        LayoutRow("A flexible row beside a text in a VStack") {
            VStack {
                HStack {
                    Text("Left")
                    Spacer()
                    Text("Right")
                }
                Text("Below")
            }
        } checks: { f in
            [
                f.label("Left").minX.is(0), f.label("Right").maxX.is(600), f.label("Below").midX.is(300),
                (f.label("Below").minY - f.label("Left").maxY).is(8),
            ]
        },
        LayoutRow("Spacer in a VStack pushes title and footer to the top and bottom") {
            VStack {
                Text("Title")
                Spacer()
                Text("Footer")
            }
        } checks: { f in
            [f.label("Title").minY.is(0), f.label("Footer").maxY.is(400), f.label("Title").midX.is(300)]
        },
        LayoutRow("A sidebar VStack with a Spacer fills the height beside a text") {
            HStack {
                VStack {
                    Text("Top")
                    Spacer()
                    Text("Bottom")
                }
                Text("Side")
            }
        } checks: { f in
            [
                f.label("Top").minY.is(0), f.label("Bottom").maxY.is(400), f.label("Side").midY.is(200),
                ((f.label("Bottom").minX + f.label("Side").maxX) / 2).is(300),
            ]
        },
        LayoutRow("Padding insets a flexible row") {
            VStack {
                HStack {
                    Text("Left")
                    Spacer()
                    Text("Right")
                }
            }
            .padding(20)
        } checks: { f in
            [f.label("Left").minX.is(20), f.label("Right").maxX.is(580)]
        },
        LayoutRow("A TextField takes the row's free width beside a button") {
            HStack {
                TextField("Name", text: .constant(""))
                Button("Add") {}
            }
        } checks: { f in
            [
                f.entry("Name").minX.is(0), f.button("Add").maxX.is(600),
                (f.button("Add").minX - f.entry("Name").maxX).is(8), f.entry("Name").midY.is(200),
            ]
        },
        LayoutRow("A TextField in a VStack takes the full width") {
            VStack {
                TextField("Name", text: .constant(""))
                Text("Hint")
            }
        } checks: { f in
            [f.entry("Name").minX.is(0), f.entry("Name").width.is(600), f.label("Hint").midX.is(300)]
        },
        LayoutRow("A TextField with a fixed width") {
            TextField("Name", text: .constant("")).frame(width: 100)
        } checks: { f in
            [f.entry("Name").width.is(100), f.entry("Name").midX.is(300), f.entry("Name").midY.is(200)]
        },
        LayoutRow("A fixed-width TextField and a button are centred as a group") {
            HStack {
                TextField("Name", text: .constant("")).frame(width: 100)
                Button("Go") {}
            }
        } checks: { f in
            [
                f.entry("Name").width.is(100), ((f.entry("Name").minX + f.button("Go").maxX) / 2).is(300),
                (f.button("Go").minX - f.entry("Name").maxX).is(8),
            ]
        },
        LayoutRow("A ScrollView under a title takes the rest of the window") {
            VStack {
                Text("Title")
                ScrollView {
                    Text("Item")
                }
            }
        } checks: { f in
            [
                f.label("Title").minY.is(0), (f.scrollView.minY - f.label("Title").maxY).is(8),
                f.scrollView.maxY.is(400), f.scrollView.width.is(600), f.label("Item").midX.is(300),
                f.label("Item").width.isAtMost(200),
            ]
        },
        LayoutRow("A ScrollView in a VStack beside a detail text fills the height") {
            HStack {
                VStack {
                    Text("Side")
                    ScrollView {
                        Text("Row")
                    }
                }
                Text("Detail")
            }
        } checks: { f in
            [
                f.label("Side").minY.is(0), (f.scrollView.minY - f.label("Side").maxY).is(8),
                f.scrollView.maxY.is(400), f.scrollView.minX.is(0), f.label("Detail").maxX.is(600),
                (f.label("Detail").minX - f.scrollView.maxX).is(8),
            ]
        },
        LayoutRow("ScrollView content keeps its ideal width, centred") {
            ScrollView {
                VStack(alignment: .leading) {
                    Text("Short")
                    Text("A longer line")
                }
            }
        } checks: { f in
            [
                f.scrollView.width.is(600), f.scrollView.height.is(400),
                f.label("Short").minX.is(f.label("A longer line").minX),
                f.label("A longer line").midX.is(300), f.label("Short").minY.is(0),
            ]
        },
        LayoutRow("A TextField in a ScrollView fills its width") {
            ScrollView {
                TextField("Search", text: .constant(""))
            }
        } checks: { f in
            [f.entry("Search").width.is(600), f.entry("Search").minY.is(0)]
        },
        LayoutRow("A fixed frame has exactly its size and centres its content") {
            Text("Framed").frame(width: 200, height: 100)
        } checks: { f in
            [
                f.parent(of: "Framed").width.is(200), f.parent(of: "Framed").height.is(100),
                f.parent(of: "Framed").midX.is(300), f.parent(of: "Framed").midY.is(200),
                f.label("Framed").midX.is(300), f.label("Framed").midY.is(200),
                f.label("Framed").width.isAtMost(150),
            ]
        },
        LayoutRow("A fixed frame smaller than its content keeps its size") {
            Button("A rather long button title") {}.frame(width: 80)
        } checks: { f in
            [
                f.parent(ofButton: "A rather long button title").width.is(80),
                f.button("A rather long button title").midX.is(300),
            ]
        },
        LayoutRow("A frame with only a height") {
            Text("Tall").frame(height: 300)
        } checks: { f in
            [f.parent(of: "Tall").height.is(300), f.parent(of: "Tall").midY.is(200), f.label("Tall").midY.is(200)]
        },
        LayoutRow("maxWidth: .infinity fills the width, content centred") {
            Text("Wide").frame(maxWidth: .infinity)
        } checks: { f in
            [f.parent(of: "Wide").width.is(600), f.label("Wide").midX.is(300), f.label("Wide").width.isAtMost(200)]
        },
        LayoutRow("A button in a maxWidth frame keeps its own width") {
            VStack {
                Button("Wide button") {}.frame(maxWidth: .infinity)
                Text("Under")
            }
        } checks: { f in
            [
                f.parent(ofButton: "Wide button").width.is(600), f.button("Wide button").midX.is(300),
                f.button("Wide button").width.isAtMost(200),
            ]
        },
        LayoutRow("minWidth widens a frame") {
            Text("Min").frame(minWidth: 300)
        } checks: { f in
            [f.parent(of: "Min").width.is(300), f.parent(of: "Min").midX.is(300), f.label("Min").midX.is(300)]
        },
        LayoutRow("A finite maxWidth frame takes up to its maximum") {
            Text("Capped").frame(maxWidth: 200)
        } checks: { f in
            [f.parent(of: "Capped").width.is(200), f.parent(of: "Capped").midX.is(300)]
        },
        LayoutRow("maxHeight: .infinity in an HStack fills the height") {
            HStack {
                Text("Column").frame(maxHeight: .infinity)
                Text("Beside")
            }
        } checks: { f in
            [f.parent(of: "Column").height.is(400), f.label("Beside").midY.is(200), f.label("Column").midY.is(200)]
        },
        LayoutRow("HStack top alignment") {
            HStack(alignment: .top) {
                Text("One\nTwo")
                Text("Top")
            }
        } checks: { f in
            [f.label("Top").minY.is(f.label("One\nTwo").minY), f.label("One\nTwo").midY.is(200)]
        },
        LayoutRow("VStack leading alignment") {
            VStack(alignment: .leading) {
                Text("Short")
                Text("Much longer text")
            }
        } checks: { f in
            [f.label("Short").minX.is(f.label("Much longer text").minX), f.label("Much longer text").midX.is(300)]
        },
        LayoutRow("A padded form: label and field, then Cancel and OK at the sides") {
            VStack {
                HStack {
                    Text("Name")
                    TextField("Value", text: .constant(""))
                }
                HStack {
                    Button("Cancel") {}
                    Spacer()
                    Button("OK") {}
                }
            }
            .padding(10)
        } checks: { f in
            [
                f.label("Name").minX.is(10), f.entry("Value").maxX.is(590), f.button("Cancel").minX.is(10),
                f.button("OK").maxX.is(590),
                ((f.entry("Value").minY + f.button("OK").maxY) / 2).is(200),
            ]
        },
        LayoutRow("A long scrolling list starts at the top of a full-window ScrollView") {
            ScrollView {
                VStack {
                    ForEach(0..<60, id: \.self) { index in Text("Row \(index)") }
                }
            }
        } checks: { f in
            [
                f.scrollView.height.is(400), f.scrollView.width.is(600), f.label("Row 0").minY.is(0),
                f.label("Row 0").midX.is(300),
            ]
        },
        LayoutRow("Flexibility passes through padding in an HStack") {
            HStack {
                TextField("Query", text: .constant("")).padding(4)
                Button("Search") {}
            }
        } checks: { f in
            [f.entry("Query").minX.is(4), f.button("Search").maxX.is(600)]
        },
        LayoutRow("A horizontal ScrollView takes the width and its content's height") {
            VStack {
                ScrollView(.horizontal) {
                    Text("Chip")
                }
                Text("Below")
            }
        } checks: { f in
            [
                f.scrollView.width.is(600), f.scrollView.height.isAtMost(60),
                ((f.scrollView.minY + f.label("Below").maxY) / 2).is(200),
            ]
        },
        LayoutRow("A fixed frame aligns its content to the leading edge") {
            Text("Lead").frame(width: 200, alignment: .leading)
        } checks: { f in
            [f.parent(of: "Lead").width.is(200), f.parent(of: "Lead").minX.is(200), f.label("Lead").minX.is(200)]
        },
        LayoutRow("A fixed frame aligns its content to the bottom trailing corner") {
            Text("Corner").frame(width: 200, height: 100, alignment: .bottomTrailing)
        } checks: { f in
            [f.label("Corner").maxX.is(400), f.label("Corner").maxY.is(250)]
        },
        LayoutRow("maxWidth: .infinity with leading alignment in a VStack") {
            VStack {
                Text("Leading").frame(maxWidth: .infinity, alignment: .leading)
                Text("Centre")
            }
        } checks: { f in
            [f.label("Leading").minX.is(0), f.label("Centre").midX.is(300)]
        },
        LayoutRow("minHeight and maxHeight bound a frame that takes the space offered") {
            Text("Band").frame(minHeight: 50, maxHeight: 100)
        } checks: { f in
            [f.parent(of: "Band").height.is(100), f.parent(of: "Band").midY.is(200), f.label("Band").midY.is(200)]
        },
        LayoutRow("fixedSize keeps a TextField at its ideal width beside a button") {
            HStack {
                TextField("Name", text: .constant("")).fixedSize()
                Button("Go") {}
            }
        } checks: { f in
            [
                f.entry("Name").width.isAtMost(300),
                ((f.entry("Name").minX + f.button("Go").maxX) / 2).is(300),
            ]
        },
        LayoutRow("fixedSize(horizontal:vertical:) fixes only the width") {
            VStack {
                TextField("Field", text: .constant("")).fixedSize(horizontal: true, vertical: false)
                Text("Caption")
            }
        } checks: { f in
            [f.entry("Field").width.isAtMost(300), f.entry("Field").midX.is(300)]
        },
        LayoutRow("idealWidth is the size fixedSize keeps") {
            Text("Ideal").frame(idealWidth: 250).fixedSize()
        } checks: { f in
            [f.parent(of: "Ideal").width.is(250), f.parent(of: "Ideal").midX.is(300)]
        },
        LayoutRow("Views in a ScrollView stack with the default spacing, as in SwiftUI's implicit VStack") {
            ScrollView {
                Text("First")
                Text("Second")
            }
        } checks: { f in
            [f.label("First").minY.is(0), (f.label("Second").minY - f.label("First").maxY).is(8)]
        },
        LayoutRow("A horizontal ScrollView lays its views out in a row") {
            ScrollView(.horizontal) {
                Text("Left")
                Text("Right")
            }
        } checks: { f in
            [f.label("Left").minX.is(0), (f.label("Right").minX - f.label("Left").maxX).is(8)]
        },
        LayoutRow("A Spacer in a ScrollView's content collapses") {
            ScrollView {
                VStack {
                    Text("Head")
                    Spacer()
                    Text("Tail")
                }
            }
        } checks: { f in
            [f.label("Head").minY.is(0), (f.label("Tail").minY - f.label("Head").maxY).isAtMost(40)]
        },
        LayoutRow("layoutPriority gives the free width to the higher-priority field") {
            HStack {
                TextField("Low", text: .constant(""))
                TextField("High", text: .constant("")).layoutPriority(1)
            }
        } checks: { f in
            [
                f.entry("Low").minX.is(0), f.entry("Low").width.isAtMost(100), f.entry("High").maxX.is(600),
                (f.entry("High").minX - f.entry("Low").maxX).is(8),
            ]
        },
        LayoutRow("A lower layoutPriority gives way to an unmodified flexible sibling") {
            VStack {
                HStack {
                    TextField("Default", text: .constant(""))
                    TextField("Negative", text: .constant("")).layoutPriority(-1)
                }
            }
        } checks: { f in
            [f.entry("Default").minX.is(0), f.entry("Negative").maxX.is(600), f.entry("Negative").width.isAtMost(100)]
        },
    ]
}

final class LayoutTableTests: GtkTestCase {
    func testLayoutsMatchSwiftUIFrames() {
        onGtkThread {
            for (index, row) in LayoutRows.all.enumerated() {
                let failures = LayoutTable.failures(of: row)
                if !failures.isEmpty {
                    XCTFail("row \(index + 1) \(row.name): " + failures.joined(separator: "; "))
                }
            }
        }
    }
}
