import GtkUI

/// The gallery's layout containers and layout modifiers: each snippet is shown live beside its
/// `source`, which a test keeps equal to the snippet's code.
struct LayoutLibrary: LibraryContentProvider {
    var views: [LibraryItem] {
        LibraryItem(
            VStack(alignment: .leading, spacing: 6) {
                HStack(spacing: 8) {
                    Text("Left")
                    Spacer()
                    Text("Right")
                }
                Divider()
                Text("Below a divider")
            },
            title: "VStack, HStack, Spacer, Divider", category: .layout,
            source: #"""
                VStack(alignment: .leading, spacing: 6) {
                    HStack(spacing: 8) {
                        Text("Left")
                        Spacer()
                        Text("Right")
                    }
                    Divider()
                    Text("Below a divider")
                }
                """#)
        LibraryItem(
            ZStack(alignment: .bottomTrailing) {
                Color.teal.frame(width: 160, height: 80)
                Text("ZStack").padding(4)
            },
            title: "ZStack", category: .layout,
            source: #"""
                ZStack(alignment: .bottomTrailing) {
                    Color.teal.frame(width: 160, height: 80)
                    Text("ZStack").padding(4)
                }
                """#)
        LibraryItem(
            Text("The content takes the rest")
                .frame(width: 240, height: 60)
                .safeAreaInset(edge: .bottom, spacing: 6) { Button("Done") {} },
            title: "safeAreaInset", category: .layout,
            source: #"""
                Text("The content takes the rest")
                    .frame(width: 240, height: 60)
                    .safeAreaInset(edge: .bottom, spacing: 6) { Button("Done") {} }
                """#)
        LibraryItem(
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
                GridRow {
                    Text("Name").bold()
                    Text("Size").bold()
                }
                GridRow {
                    Text("notes.txt")
                    Text("2 KB")
                }
                GridRow {
                    Text("A row that spans both columns").gridCellColumns(2)
                }
            },
            title: "Grid and GridRow", category: .layout,
            source: #"""
                Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
                    GridRow {
                        Text("Name").bold()
                        Text("Size").bold()
                    }
                    GridRow {
                        Text("notes.txt")
                        Text("2 KB")
                    }
                    GridRow {
                        Text("A row that spans both columns").gridCellColumns(2)
                    }
                }
                """#)
        LibraryItem(
            Live(true) { $isGrid in
                Toggle("As a grid", isOn: $isGrid)
                let layout = isGrid ? AnyLayout(GridLayout(alignment: .leading)) : AnyLayout(HStackLayout())
                layout {
                    GridRow {
                        Text("Volume").gridColumnAlignment(.trailing)
                        Slider(value: .constant(0.4)).accessibilityLabel("Volume").frame(width: 120)
                    }
                    GridRow {
                        Text("Balance")
                        Color.orange.frame(width: 12, height: 12).gridCellAnchor(.center)
                    }
                    Color.secondary.frame(height: 1).gridCellUnsizedAxes(.horizontal)
                }
            },
            title: "GridLayout, gridColumnAlignment, gridCellAnchor, gridCellUnsizedAxes", category: .layout,
            source: #"""
                @State private var isGrid = true
                Toggle("As a grid", isOn: $isGrid)
                let layout = isGrid ? AnyLayout(GridLayout(alignment: .leading)) : AnyLayout(HStackLayout())
                layout {
                    GridRow {
                        Text("Volume").gridColumnAlignment(.trailing)
                        Slider(value: .constant(0.4)).accessibilityLabel("Volume").frame(width: 120)
                    }
                    GridRow {
                        Text("Balance")
                        Color.orange.frame(width: 12, height: 12).gridCellAnchor(.center)
                    }
                    Color.secondary.frame(height: 1).gridCellUnsizedAxes(.horizontal)
                }
                """#)
        LibraryItem(
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 48))], spacing: 6) {
                ForEach(1...12, id: \.self) { number in
                    Text("\(number)").frame(width: 40, height: 32).background(Color.orange.opacity(0.4))
                }
            },
            title: "LazyVGrid", category: .layout,
            source: #"""
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 48))], spacing: 6) {
                    ForEach(1...12, id: \.self) { number in
                        Text("\(number)").frame(width: 40, height: 32).background(Color.orange.opacity(0.4))
                    }
                }
                """#)
        LibraryItem(
            ScrollView(.horizontal) {
                LazyHGrid(rows: [GridItem(), GridItem()], spacing: 6) {
                    ForEach(1...30, id: \.self) { number in
                        Text("\(number)").frame(width: 40, height: 28).background(Color.green.opacity(0.3))
                    }
                }
            }
            .frame(height: 90),
            title: "ScrollView and LazyHGrid", category: .layout,
            source: #"""
                ScrollView(.horizontal) {
                    LazyHGrid(rows: [GridItem(), GridItem()], spacing: 6) {
                        ForEach(1...30, id: \.self) { number in
                            Text("\(number)").frame(width: 40, height: 28).background(Color.green.opacity(0.3))
                        }
                    }
                }
                .frame(height: 90)
                """#)
        LibraryItem(
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width)) × \(Int(proxy.size.height)) pixels")
            }
            .frame(height: 40),
            title: "GeometryReader", category: .layout,
            source: #"""
                GeometryReader { proxy in
                    Text("\(Int(proxy.size.width)) × \(Int(proxy.size.height)) pixels")
                }
                .frame(height: 40)
                """#)
        LibraryItem(
            VStack(alignment: .leading, spacing: 6) {
                Text("Padded").padding(12).background(Color.yellow.opacity(0.4))
                Text("Wide").frame(maxWidth: .infinity).background(Color.blue.opacity(0.2))
                HStack {
                    Text("Keeps its width").fixedSize().layoutPriority(1)
                    Text("Gives way first when the row is narrow").lineLimit(1)
                }
            },
            title: "Padding, frame, fixedSize, layoutPriority", category: .layout,
            source: #"""
                VStack(alignment: .leading, spacing: 6) {
                    Text("Padded").padding(12).background(Color.yellow.opacity(0.4))
                    Text("Wide").frame(maxWidth: .infinity).background(Color.blue.opacity(0.2))
                    HStack {
                        Text("Keeps its width").fixedSize().layoutPriority(1)
                        Text("Gives way first when the row is narrow").lineLimit(1)
                    }
                }
                """#)
        LibraryItem(
            FlowLayout {
                ForEach(["Swift", "GTK", "Layout", "Flow", "Chips", "Wrap"], id: \.self) { name in
                    Text(name).padding(4).background(Color.teal.opacity(0.3))
                        .layoutValue(key: FlowLayout.LineBreak.self, value: name == "Chips")
                }
            }
            .frame(width: 160),
            title: "Layout, layoutValue", category: .layout,
            source: #"""
                FlowLayout {
                    ForEach(["Swift", "GTK", "Layout", "Flow", "Chips", "Wrap"], id: \.self) { name in
                        Text(name).padding(4).background(Color.teal.opacity(0.3))
                            .layoutValue(key: FlowLayout.LineBreak.self, value: name == "Chips")
                    }
                }
                .frame(width: 160)
                """#)
        LibraryItem(
            VStackLayout(alignment: .leading) {
                Text("Leading edge")
                Text("Indented by a guide").alignmentGuide(.leading) { _ in -24 }
                Text("Trailing on the line").alignmentGuide(.leading) { d in d[.trailing] }
            },
            title: "alignmentGuide", category: .layout,
            source: #"""
                VStackLayout(alignment: .leading) {
                    Text("Leading edge")
                    Text("Indented by a guide").alignmentGuide(.leading) { _ in -24 }
                    Text("Trailing on the line").alignmentGuide(.leading) { d in d[.trailing] }
                }
                """#)
        LibraryItem(
            Text("Here").position(x: 40, y: 20)
                .frame(width: 200, height: 60)
                .background(Color.gray.opacity(0.2)),
            title: "position", category: .layout,
            source: #"""
                Text("Here").position(x: 40, y: 20)
                    .frame(width: 200, height: 60)
                    .background(Color.gray.opacity(0.2))
                """#)
    }
}
