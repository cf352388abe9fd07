import GtkUI

/// The gallery's geometry: coordinate spaces, frames read from a reader, anchors, and the safe
/// area that a GTK window does not have. Each snippet is shown live beside its `source`, which a
/// test keeps equal to the snippet's code.
struct GeometryLibrary: LibraryContentProvider {
    var views: [LibraryItem] {
        LibraryItem(
            ScrollView(.horizontal) {
                HStack(spacing: 8) {
                    ForEach(1..<6) { page in
                        Text("Page \(page)")
                            .containerRelativeFrame(.horizontal, count: 2, spacing: 8)
                            .frame(height: 50)
                            .background(Color.teal.opacity(0.3))
                    }
                }
            }
            .frame(width: 260, height: 70),
            title: "containerRelativeFrame", category: .layout,
            source: #"""
                ScrollView(.horizontal) {
                    HStack(spacing: 8) {
                        ForEach(1..<6) { page in
                            Text("Page \(page)")
                                .containerRelativeFrame(.horizontal, count: 2, spacing: 8)
                                .frame(height: 50)
                                .background(Color.teal.opacity(0.3))
                        }
                    }
                }
                .frame(width: 260, height: 70)
                """#)
        LibraryItem(
            ScrollView {
                VStack(alignment: .leading, spacing: 4) {
                    ForEach(0..<8) { row in
                        GeometryReader { proxy in
                            Text("Row \(row) is \(Int(proxy.frame(in: .named("rows")).minY)) pixels down")
                        }
                        .frame(height: 20)
                    }
                }
            }
            .coordinateSpace(name: "rows")
            .frame(height: 90),
            title: "frame(in:) and coordinateSpace", category: .layout,
            source: #"""
                ScrollView {
                    VStack(alignment: .leading, spacing: 4) {
                        ForEach(0..<8) { row in
                            GeometryReader { proxy in
                                Text("Row \(row) is \(Int(proxy.frame(in: .named("rows")).minY)) pixels down")
                            }
                            .frame(height: 20)
                        }
                    }
                }
                .coordinateSpace(name: "rows")
                .frame(height: 90)
                """#)
        LibraryItem(
            HStack(spacing: 12) {
                Text("Anchors")
                Text("mark").anchorPreference(key: HighlightedWords.self, value: .bounds) { [$0] }
                Text("these")
                Text("words").transformAnchorPreference(key: HighlightedWords.self, value: .bounds) {
                    $0.append($1)
                }
            }
            .padding(8)
            .backgroundPreferenceValue(HighlightedWords.self) { anchors in
                GeometryReader { proxy in
                    ForEach(0..<anchors.count, id: \.self) { index in
                        let rect = proxy[anchors[index]]
                        Color.yellow.opacity(0.5)
                            .frame(width: rect.width, height: rect.height)
                            .padding(.leading, rect.minX)
                            .padding(.top, rect.minY)
                    }
                }
            },
            title: "anchorPreference and transformAnchorPreference", category: .layout,
            source: #"""
                HStack(spacing: 12) {
                    Text("Anchors")
                    Text("mark").anchorPreference(key: HighlightedWords.self, value: .bounds) { [$0] }
                    Text("these")
                    Text("words").transformAnchorPreference(key: HighlightedWords.self, value: .bounds) {
                        $0.append($1)
                    }
                }
                .padding(8)
                .backgroundPreferenceValue(HighlightedWords.self) { anchors in
                    GeometryReader { proxy in
                        ForEach(0..<anchors.count, id: \.self) { index in
                            let rect = proxy[anchors[index]]
                            Color.yellow.opacity(0.5)
                                .frame(width: rect.width, height: rect.height)
                                .padding(.leading, rect.minX)
                                .padding(.top, rect.minY)
                        }
                    }
                }
                """#)
        LibraryItem(
            ViewThatFits(in: .horizontal) {
                Text("Delete the three selected photos")
                Text("Delete three photos")
                Text("Delete")
            },
            title: "ViewThatFits", category: .layout,
            source: #"""
                ViewThatFits(in: .horizontal) {
                    Text("Delete the three selected photos")
                    Text("Delete three photos")
                    Text("Delete")
                }
                """#)
        LibraryItem(
            ZStack {
                Color.orange.frame(width: 80, height: 50).zIndex(1)
                Color.purple.frame(width: 120, height: 30)
            },
            title: "zIndex", category: .layout,
            source: #"""
                ZStack {
                    Color.orange.frame(width: 80, height: 50).zIndex(1)
                    Color.purple.frame(width: 120, height: 30)
                }
                """#)
        LibraryItem(
            VStack(spacing: 6) {
                Color.teal.ignoresSafeArea().frame(height: 20)
                Color.indigo.edgesIgnoringSafeArea(.all).frame(height: 20)
                Text("A GTK window has no safe area: both are accepted and change nothing")
                Text("GTK mirrors layouts itself").layoutDirectionBehavior(.mirrors)
            },
            title: "ignoresSafeArea, edgesIgnoringSafeArea, layoutDirectionBehavior", category: .layout,
            source: #"""
                VStack(spacing: 6) {
                    Color.teal.ignoresSafeArea().frame(height: 20)
                    Color.indigo.edgesIgnoringSafeArea(.all).frame(height: 20)
                    Text("A GTK window has no safe area: both are accepted and change nothing")
                    Text("GTK mirrors layouts itself").layoutDirectionBehavior(.mirrors)
                }
                """#)
    }
}
