import GtkUI

/// The gallery's behaviour modifiers: gestures, lifecycle, environment, drag and drop and
/// accessibility. Each snippet is shown live beside its `source`, which a test keeps equal to
/// the snippet's code.
struct ModifiersLibrary: LibraryContentProvider {
    var views: [LibraryItem] {
        LibraryItem(
            Text("A headline, unless a view around chose a font")
                .transformEnvironment(\.font) { font in font = font ?? .headline },
            title: "Transforming the environment", category: .other,
            source: #"""
                Text("A headline, unless a view around chose a font")
                    .transformEnvironment(\.font) { font in font = font ?? .headline }
                """#)
        LibraryItem(
            Live(0) { $received in
                VStack(alignment: .leading, spacing: 6) {
                    Button("Post a notification") {
                        NotificationCenter.default.post(name: Notification.Name("DemoPing"), object: nil)
                    }
                    Text("Notifications received: \(received)")
                }
                .onReceive(NotificationCenter.default.publisher(for: Notification.Name("DemoPing"))) { _ in
                    received += 1
                }
            },
            title: "Receiving a publisher", category: .other,
            source: #"""
                @State private var received = 0

                VStack(alignment: .leading, spacing: 6) {
                    Button("Post a notification") {
                        NotificationCenter.default.post(name: Notification.Name("DemoPing"), object: nil)
                    }
                    Text("Notifications received: \(received)")
                }
                .onReceive(NotificationCenter.default.publisher(for: Notification.Name("DemoPing"))) { _ in
                    received += 1
                }
                """#)
        LibraryItem(
            VStack(alignment: .leading, spacing: 6) {
                Text("A modifier of the Demo's own: Card, in Demo/Gallery/Card.swift")
                    .modifier(Card(title: "the note"))
                Text("Each card keeps its own state").card("the second card")
            },
            title: "Modifiers of your own", category: .other,
            source: #"""
                VStack(alignment: .leading, spacing: 6) {
                    Text("A modifier of the Demo's own: Card, in Demo/Gallery/Card.swift")
                        .modifier(Card(title: "the note"))
                    Text("Each card keeps its own state").card("the second card")
                }
                """#)
        LibraryItem(
            Live("") { $summary in
                Live(0) { $plums in
                    VStack(alignment: .leading, spacing: 6) {
                        Text("Apples").preference(key: FruitNames.self, value: ["apple"])
                        Text("Pears").preference(key: FruitNames.self, value: ["pear"])
                        Button("Add a plum") { plums += 1 }
                            .preference(key: FruitNames.self, value: Array(repeating: "plum", count: plums))
                        Text("The stack read: \(summary)")
                    }
                    .transformPreference(FruitNames.self) { $0.sort() }
                    .onPreferenceChange(FruitNames.self) { summary = $0.joined(separator: ", ") }
                    .overlayPreferenceValue(FruitNames.self, alignment: .topTrailing) { names in
                        Text("\(names.count) fruit")
                    }
                    .backgroundPreferenceValue(FruitNames.self) { names in
                        Color.green.opacity(names.count > 3 ? 0.3 : 0.1)
                    }
                }
            },
            title: "A preference read by an ancestor", category: .other,
            source: #"""
                @State private var summary = ""
                @State private var plums = 0
                VStack(alignment: .leading, spacing: 6) {
                    Text("Apples").preference(key: FruitNames.self, value: ["apple"])
                    Text("Pears").preference(key: FruitNames.self, value: ["pear"])
                    Button("Add a plum") { plums += 1 }
                        .preference(key: FruitNames.self, value: Array(repeating: "plum", count: plums))
                    Text("The stack read: \(summary)")
                }
                .transformPreference(FruitNames.self) { $0.sort() }
                .onPreferenceChange(FruitNames.self) { summary = $0.joined(separator: ", ") }
                .overlayPreferenceValue(FruitNames.self, alignment: .topTrailing) { names in
                    Text("\(names.count) fruit")
                }
                .backgroundPreferenceValue(FruitNames.self) { names in
                    Color.green.opacity(names.count > 3 ? 0.3 : 0.1)
                }
                """#)
        LibraryItem(
            Live(0) { $taps in
                Text("Tap, double-tap or hold me (\(taps))")
                    .padding(8)
                    .background(Color.blue.opacity(0.2))
                    .onTapGesture { taps += 1 }
                    .onTapGesture(count: 2) { taps += 10 }
                    .onLongPressGesture { taps = 0 }
            },
            title: "Tap and long-press gestures", category: .effect,
            source: #"""
                @State private var taps = 0
                Text("Tap, double-tap or hold me (\(taps))")
                    .padding(8)
                    .background(Color.blue.opacity(0.2))
                    .onTapGesture { taps += 1 }
                    .onTapGesture(count: 2) { taps += 10 }
                    .onLongPressGesture { taps = 0 }
                """#)
        LibraryItem(
            Live(false) { $isHovering in
                Text(isHovering ? "The pointer is here" : "Hover over me")
                    .padding(8)
                    .background(Color.purple.opacity(isHovering ? 0.4 : 0.2))
                    .onHover { isHovering = $0 }
            },
            title: "Hover", category: .effect,
            source: #"""
                @State private var isHovering = false
                Text(isHovering ? "The pointer is here" : "Hover over me")
                    .padding(8)
                    .background(Color.purple.opacity(isHovering ? 0.4 : 0.2))
                    .onHover { isHovering = $0 }
                """#)
        LibraryItem(
            Live([String]()) { $log in
                Live(false) { $isShown in
                    Toggle("Show the child", isOn: $isShown)
                        .onChange(of: isShown) { log.append("changed to \(isShown)") }
                    if isShown {
                        Text("Child")
                            .onAppear { log.append("appeared") }
                            .onDisappear { log.append("disappeared") }
                            .task { log.append("task started") }
                    }
                    Text(log.suffix(3).joined(separator: ", "))
                }
            },
            title: "Lifecycle: onAppear, onDisappear, onChange, task", category: .other,
            source: #"""
                @State private var log = [String]()
                @State private var isShown = false
                Toggle("Show the child", isOn: $isShown)
                    .onChange(of: isShown) { log.append("changed to \(isShown)") }
                if isShown {
                    Text("Child")
                        .onAppear { log.append("appeared") }
                        .onDisappear { log.append("disappeared") }
                        .task { log.append("task started") }
                }
                Text(log.suffix(3).joined(separator: ", "))
                """#)
        LibraryItem(
            Live(0) { $generation in
                Button("Replace the field") { generation += 1 }
                TextField("Typed text is lost when the id changes", text: .constant(""))
                    .id(generation)
            },
            title: "Identity with id", category: .other,
            source: #"""
                @State private var generation = 0
                Button("Replace the field") { generation += 1 }
                TextField("Typed text is lost when the id changes", text: .constant(""))
                    .id(generation)
                """#)
        LibraryItem(
            VStack(alignment: .leading, spacing: 4) {
                Text("Title font from the environment")
                BasketLabel()
            }
            .environment(\.font, .title3)
            .environmentObject(Basket()),
            title: "Environment and environment objects", category: .other,
            source: #"""
                VStack(alignment: .leading, spacing: 4) {
                    Text("Title font from the environment")
                    BasketLabel()
                }
                .environment(\.font, .title3)
                .environmentObject(Basket())
                """#)
        LibraryItem(
            Live("Drop text here") { $dropped in
                HStack(spacing: 12) {
                    Text("Drag me").padding(8).background(Color.green.opacity(0.3)).draggable("Hello from the gallery")
                    Text(dropped)
                        .padding(8)
                        .border(.gray)
                        .dropDestination(for: String.self) { items, _ in
                            dropped = items.first ?? dropped
                            return true
                        }
                }
            },
            title: "Drag and drop", category: .effect,
            source: #"""
                @State private var dropped = "Drop text here"
                HStack(spacing: 12) {
                    Text("Drag me").padding(8).background(Color.green.opacity(0.3)).draggable("Hello from the gallery")
                    Text(dropped)
                        .padding(8)
                        .border(.gray)
                        .dropDestination(for: String.self) { items, _ in
                            dropped = items.first ?? dropped
                            return true
                        }
                }
                """#)
        LibraryItem(
            HStack(spacing: 12) {
                Button(action: {}) { Image(systemName: "plus") }
                    .accessibilityLabel("Add")
                    .accessibilityHint("Adds an item")
                    .accessibilityIdentifier("gallery-add")
                Text("75 %").accessibilityValue("three quarters")
                Image(systemName: "star.fill").accessibilityHidden(true)
            },
            title: "Accessibility", category: .other,
            source: #"""
                HStack(spacing: 12) {
                    Button(action: {}) { Image(systemName: "plus") }
                        .accessibilityLabel("Add")
                        .accessibilityHint("Adds an item")
                        .accessibilityIdentifier("gallery-add")
                    Text("75 %").accessibilityValue("three quarters")
                    Image(systemName: "star.fill").accessibilityHidden(true)
                }
                """#)
        LibraryItem(
            VStack(alignment: .leading, spacing: 6) {
                Text("Fruit").font(.headline).accessibilityAddTraits(.isHeader)
                HStack {
                    Text("Apple")
                    Text("3 kg")
                }
                .accessibilityElement(children: .combine)
                Image(systemName: "star").accessibilityRemoveTraits(.isImage)
            },
            title: "Accessibility elements and traits", category: .other,
            source: #"""
                VStack(alignment: .leading, spacing: 6) {
                    Text("Fruit").font(.headline).accessibilityAddTraits(.isHeader)
                    HStack {
                        Text("Apple")
                        Text("3 kg")
                    }
                    .accessibilityElement(children: .combine)
                    Image(systemName: "star").accessibilityRemoveTraits(.isImage)
                }
                """#)
        LibraryItem(
            Live(false) { $isDark in
                Toggle("Dark window", isOn: $isDark)
                    .preferredColorScheme(isDark ? .dark : nil)
            },
            title: "Preferred colour scheme", category: .effect,
            source: #"""
                @State private var isDark = false
                Toggle("Dark window", isOn: $isDark)
                    .preferredColorScheme(isDark ? .dark : nil)
                """#)
        LibraryItem(
            HStack(spacing: 24) {
                Button("Moved") {}.offset(x: 8, y: 6)
                Button("Scaled") {}.scaleEffect(1.3)
                Button("Tilted") {}.projectionEffect(ProjectionTransform())
            }
            .padding(12),
            title: "Offset, scale and projection", category: .effect,
            source: #"""
                HStack(spacing: 24) {
                    Button("Moved") {}.offset(x: 8, y: 6)
                    Button("Scaled") {}.scaleEffect(1.3)
                    Button("Tilted") {}.projectionEffect(ProjectionTransform())
                }
                .padding(12)
                """#)
        LibraryItem(
            HStack(spacing: 10) {
                Color.orange.frame(width: 36, height: 36).saturation(0.3)
                Color.orange.frame(width: 36, height: 36).grayscale(1)
                Color.orange.frame(width: 36, height: 36).brightness(0.2)
                Color.orange.frame(width: 36, height: 36).contrast(0.5)
                Color.orange.frame(width: 36, height: 36).colorInvert()
                Color.white.frame(width: 36, height: 36).colorMultiply(.teal)
                Color.white.frame(width: 36, height: 36).luminanceToAlpha()
            },
            title: "Colour effects", category: .effect,
            source: #"""
                HStack(spacing: 10) {
                    Color.orange.frame(width: 36, height: 36).saturation(0.3)
                    Color.orange.frame(width: 36, height: 36).grayscale(1)
                    Color.orange.frame(width: 36, height: 36).brightness(0.2)
                    Color.orange.frame(width: 36, height: 36).contrast(0.5)
                    Color.orange.frame(width: 36, height: 36).colorInvert()
                    Color.white.frame(width: 36, height: 36).colorMultiply(.teal)
                    Color.white.frame(width: 36, height: 36).luminanceToAlpha()
                }
                """#)
        LibraryItem(
            HStack(spacing: 16) {
                Text("Blurred").font(.title2).blur(radius: 2)
                Circle().fill(.blue).frame(width: 40, height: 40).shadow(color: .black, radius: 3, x: 3, y: 3)
                Color.red.frame(width: 48, height: 48).mask { Text("GTK").font(.title).bold() }
                ZStack {
                    Color.yellow.frame(width: 48, height: 48)
                    Color.cyan.frame(width: 30, height: 30).blendMode(.multiply)
                }
                .compositingGroup()
                Button("Round") {}.clipShape(Capsule()).drawingGroup()
            }
            .padding(8),
            title: "Blur, shadow, mask and blending", category: .effect,
            source: #"""
                HStack(spacing: 16) {
                    Text("Blurred").font(.title2).blur(radius: 2)
                    Circle().fill(.blue).frame(width: 40, height: 40).shadow(color: .black, radius: 3, x: 3, y: 3)
                    Color.red.frame(width: 48, height: 48).mask { Text("GTK").font(.title).bold() }
                    ZStack {
                        Color.yellow.frame(width: 48, height: 48)
                        Color.cyan.frame(width: 30, height: 30).blendMode(.multiply)
                    }
                    .compositingGroup()
                    Button("Round") {}.clipShape(Capsule()).drawingGroup()
                }
                .padding(8)
                """#)
    }
}
