import GtkUI

/// The gallery's motion: animated changes (curves, springs, repeats), transactions and
/// transitions. Each snippet is shown live beside its `source`, which a test keeps equal to the
/// snippet's code.
struct MotionLibrary: LibraryContentProvider {
    var views: [LibraryItem] {
        LibraryItem(
            Live(false) { $moved in
                VStack(alignment: .leading, spacing: 8) {
                    Button("Move") { withAnimation(.bouncy) { moved.toggle() } }
                    Circle()
                        .fill(moved ? Color.orange : Color.blue)
                        .frame(width: 40, height: 40)
                        .scaleEffect(moved ? 1.4 : 1)
                        .offset(x: moved ? 160 : 0)
                }
            },
            title: "withAnimation and a spring", category: .effect,
            source: #"""
                @State private var moved = false

                VStack(alignment: .leading, spacing: 8) {
                    Button("Move") { withAnimation(.bouncy) { moved.toggle() } }
                    Circle()
                        .fill(moved ? Color.orange : Color.blue)
                        .frame(width: 40, height: 40)
                        .scaleEffect(moved ? 1.4 : 1)
                        .offset(x: moved ? 160 : 0)
                }
                """#)
        LibraryItem(
            Live(false) { $tilted in
                VStack(alignment: .leading, spacing: 8) {
                    Toggle("Tilted", isOn: $tilted)
                    RoundedRectangle(cornerRadius: tilted ? 30 : 4)
                        .fill(Color.purple)
                        .frame(width: 120, height: 60)
                        .rotationEffect(.degrees(tilted ? 30 : 0))
                        .opacity(tilted ? 0.4 : 1)
                        .animation(.easeInOut(duration: 0.6), value: tilted)
                }
            },
            title: "Animating a value's changes", category: .effect,
            source: #"""
                @State private var tilted = false

                VStack(alignment: .leading, spacing: 8) {
                    Toggle("Tilted", isOn: $tilted)
                    RoundedRectangle(cornerRadius: tilted ? 30 : 4)
                        .fill(Color.purple)
                        .frame(width: 120, height: 60)
                        .rotationEffect(.degrees(tilted ? 30 : 0))
                        .opacity(tilted ? 0.4 : 1)
                        .animation(.easeInOut(duration: 0.6), value: tilted)
                }
                """#)
        LibraryItem(
            Live(false) { $blurred in
                VStack(alignment: .leading, spacing: 8) {
                    Toggle("Soft focus", isOn: $blurred.animation(.smooth(duration: 0.8)))
                    Text("Through frosted glass")
                        .font(.title2)
                        .blur(radius: blurred ? 4 : 0)
                        .shadow(color: .gray, radius: blurred ? 0 : 3, x: 2, y: blurred ? 0 : 3)
                }
            },
            title: "Animating a binding's writes", category: .effect,
            source: #"""
                @State private var blurred = false

                VStack(alignment: .leading, spacing: 8) {
                    Toggle("Soft focus", isOn: $blurred.animation(.smooth(duration: 0.8)))
                    Text("Through frosted glass")
                        .font(.title2)
                        .blur(radius: blurred ? 4 : 0)
                        .shadow(color: .gray, radius: blurred ? 0 : 3, x: 2, y: blurred ? 0 : 3)
                }
                """#)
        LibraryItem(
            Live(false) { $right in
                VStack(alignment: .leading, spacing: 8) {
                    Button("Race") { withAnimation(.easeInOut(duration: 1)) { right.toggle() } }
                    Text("🐇 eased").offset(x: right ? 200 : 0)
                    Text("🐢 linear, slower")
                        .offset(x: right ? 200 : 0)
                        .transaction { $0.animation = .linear(duration: 3) }
                    Text("🦘 springy")
                        .offset(x: right ? 200 : 0)
                        .transaction { $0.animation = .interpolatingSpring(stiffness: 60, damping: 6) }
                    Text("🪨 not animated")
                        .offset(x: right ? 200 : 0)
                        .transaction { $0.animation = nil }
                }
            },
            title: "Rewriting a transaction", category: .effect,
            source: #"""
                @State private var right = false

                VStack(alignment: .leading, spacing: 8) {
                    Button("Race") { withAnimation(.easeInOut(duration: 1)) { right.toggle() } }
                    Text("🐇 eased").offset(x: right ? 200 : 0)
                    Text("🐢 linear, slower")
                        .offset(x: right ? 200 : 0)
                        .transaction { $0.animation = .linear(duration: 3) }
                    Text("🦘 springy")
                        .offset(x: right ? 200 : 0)
                        .transaction { $0.animation = .interpolatingSpring(stiffness: 60, damping: 6) }
                    Text("🪨 not animated")
                        .offset(x: right ? 200 : 0)
                        .transaction { $0.animation = nil }
                }
                """#)
        LibraryItem(
            Live(false) { $pulsing in
                HStack(spacing: 24) {
                    Circle()
                        .fill(Color.red)
                        .frame(width: 30, height: 30)
                        .scaleEffect(pulsing ? 1.3 : 0.8)
                        .animation(.easeInOut(duration: 0.8).repeatForever(), value: pulsing)
                    Circle()
                        .trim(from: 0, to: pulsing ? 0.9 : 0.1)
                        .stroke(Color.teal, lineWidth: 4)
                        .frame(width: 30, height: 30)
                        .rotationEffect(.degrees(pulsing ? 360 : 0))
                        .animation(.linear(duration: 1.5).repeatForever(autoreverses: false), value: pulsing)
                }
                .onAppear { pulsing = true }
            },
            title: "Repeating forever", category: .effect,
            source: #"""
                @State private var pulsing = false

                HStack(spacing: 24) {
                    Circle()
                        .fill(Color.red)
                        .frame(width: 30, height: 30)
                        .scaleEffect(pulsing ? 1.3 : 0.8)
                        .animation(.easeInOut(duration: 0.8).repeatForever(), value: pulsing)
                    Circle()
                        .trim(from: 0, to: pulsing ? 0.9 : 0.1)
                        .stroke(Color.teal, lineWidth: 4)
                        .frame(width: 30, height: 30)
                        .rotationEffect(.degrees(pulsing ? 360 : 0))
                        .animation(.linear(duration: 1.5).repeatForever(autoreverses: false), value: pulsing)
                }
                .onAppear { pulsing = true }
                """#)
        LibraryItem(
            Live(true) { $shown in
                VStack(alignment: .leading, spacing: 8) {
                    Button(shown ? "Hide" : "Show") { withAnimation(.easeInOut(duration: 0.6)) { shown.toggle() } }
                    if shown {
                        Text("Fades and moves in from the top")
                            .transition(.opacity.combined(with: .move(edge: .top)))
                    }
                    if shown {
                        Text("Pushed in from the leading edge").transition(.push(from: .leading))
                    }
                    if !shown {
                        Text("Grows from its corner").transition(.scale(scale: 0.2, anchor: .topLeading))
                    }
                }
            },
            title: "Transitions", category: .effect,
            source: #"""
                @State private var shown = true

                VStack(alignment: .leading, spacing: 8) {
                    Button(shown ? "Hide" : "Show") { withAnimation(.easeInOut(duration: 0.6)) { shown.toggle() } }
                    if shown {
                        Text("Fades and moves in from the top")
                            .transition(.opacity.combined(with: .move(edge: .top)))
                    }
                    if shown {
                        Text("Pushed in from the leading edge").transition(.push(from: .leading))
                    }
                    if !shown {
                        Text("Grows from its corner").transition(.scale(scale: 0.2, anchor: .topLeading))
                    }
                }
                """#)
        LibraryItem(
            Live(1) { $page in
                VStack(alignment: .leading, spacing: 8) {
                    Button("Next page") { withAnimation(.snappy) { page += 1 } }
                    ZStack {
                        Text("Page \(page)")
                            .font(.title2)
                            .transition(
                                .asymmetric(insertion: .offset(x: 80).combined(with: .opacity), removal: .slide)
                            )
                            .id(page)
                    }
                }
            },
            title: "Asymmetric transitions", category: .effect,
            source: #"""
                @State private var page = 1

                VStack(alignment: .leading, spacing: 8) {
                    Button("Next page") { withAnimation(.snappy) { page += 1 } }
                    ZStack {
                        Text("Page \(page)")
                            .font(.title2)
                            .transition(.asymmetric(insertion: .offset(x: 80).combined(with: .opacity), removal: .slide))
                            .id(page)
                    }
                }
                """#)
        LibraryItem(
            PhaseAnimator([0.0, 1.0]) { phase in
                Circle()
                    .fill(Color.pink)
                    .frame(width: 40, height: 40)
                    .scaleEffect(1 + phase * 0.5)
                    .opacity(1 - phase * 0.6)
            } animation: { _ in
                .easeInOut(duration: 0.8)
            },
            title: "PhaseAnimator", category: .effect,
            source: #"""
                PhaseAnimator([0.0, 1.0]) { phase in
                    Circle()
                        .fill(Color.pink)
                        .frame(width: 40, height: 40)
                        .scaleEffect(1 + phase * 0.5)
                        .opacity(1 - phase * 0.6)
                } animation: { _ in
                    .easeInOut(duration: 0.8)
                }
                """#)
        LibraryItem(
            Live(0) { $taps in
                VStack(alignment: .leading, spacing: 8) {
                    Button("Shake") { taps += 1 }
                    Text("Wrong password")
                        .phaseAnimator([0.0, -12, 12, 0], trigger: taps) { content, x in
                            content.offset(x: x)
                        } animation: { _ in
                            .spring(Spring(duration: 0.15, bounce: 0.4))
                        }
                }
            },
            title: "A phase animator on a trigger, with a Spring", category: .effect,
            source: #"""
                @State private var taps = 0

                VStack(alignment: .leading, spacing: 8) {
                    Button("Shake") { taps += 1 }
                    Text("Wrong password")
                        .phaseAnimator([0.0, -12, 12, 0], trigger: taps) { content, x in
                            content.offset(x: x)
                        } animation: { _ in
                            .spring(Spring(duration: 0.15, bounce: 0.4))
                        }
                }
                """#)
    }
}
