import Foundation
import GtkUI

/// The gallery's gestures: SwiftUI's gesture values on GTK 3's gesture objects, their
/// composition and priorities, and hover. Each snippet is shown live beside its `source`, which a
/// test keeps equal to the snippet's code.
struct GesturesLibrary: LibraryContentProvider {
    var views: [LibraryItem] {
        LibraryItem(
            Live(CGSize.zero) { $offset in
                Circle()
                    .fill(Color.blue)
                    .frame(width: 60, height: 60)
                    .offset(offset)
                    .gesture(
                        DragGesture()
                            .onChanged { offset = $0.translation }
                            .onEnded { _ in offset = .zero }
                    )
                    .frame(width: 240, height: 120)
            },
            title: "Drag gesture", category: .effect,
            source: #"""
                @State private var offset = CGSize.zero
                Circle()
                    .fill(Color.blue)
                    .frame(width: 60, height: 60)
                    .offset(offset)
                    .gesture(
                        DragGesture()
                            .onChanged { offset = $0.translation }
                            .onEnded { _ in offset = .zero }
                    )
                    .frame(width: 240, height: 120)
                """#)
        LibraryItem(
            Live(CGPoint.zero) { $location in
                Text("Clicked at \(Int(location.x)), \(Int(location.y))")
                    .frame(width: 240, height: 60)
                    .background(Color.green.opacity(0.2))
                    .onTapGesture(coordinateSpace: .local) { location = $0 }
            },
            title: "Where a tap landed", category: .effect,
            source: #"""
                @State private var location = CGPoint.zero
                Text("Clicked at \(Int(location.x)), \(Int(location.y))")
                    .frame(width: 240, height: 60)
                    .background(Color.green.opacity(0.2))
                    .onTapGesture(coordinateSpace: .local) { location = $0 }
                """#)
        LibraryItem(
            Live("Double-click or click") { $message in
                Text(message)
                    .padding(12)
                    .background(Color.orange.opacity(0.2))
                    .gesture(
                        TapGesture(count: 2).onEnded { message = "Double click" }
                            .exclusively(before: TapGesture().onEnded { message = "Single click" }))
            },
            title: "One gesture or another", category: .effect,
            source: #"""
                @State private var message = "Double-click or click"
                Text(message)
                    .padding(12)
                    .background(Color.orange.opacity(0.2))
                    .gesture(
                        TapGesture(count: 2).onEnded { message = "Double click" }
                            .exclusively(before: TapGesture().onEnded { message = "Single click" }))
                """#)
        LibraryItem(
            Live([String]()) { $log in
                VStack(spacing: 8) {
                    Text("Drag inside the box")
                        .padding(12)
                        .background(Color.purple.opacity(0.2))
                        .gesture(DragGesture().onEnded { _ in log.append("inner drag") })
                        .padding(16)
                        .background(Color.gray.opacity(0.2))
                        .simultaneousGesture(DragGesture().onEnded { _ in log.append("outer drag") })
                    Text(log.suffix(2).joined(separator: ", "))
                }
            },
            title: "Simultaneous gestures", category: .effect,
            source: #"""
                @State private var log = [String]()
                VStack(spacing: 8) {
                    Text("Drag inside the box")
                        .padding(12)
                        .background(Color.purple.opacity(0.2))
                        .gesture(DragGesture().onEnded { _ in log.append("inner drag") })
                        .padding(16)
                        .background(Color.gray.opacity(0.2))
                        .simultaneousGesture(DragGesture().onEnded { _ in log.append("outer drag") })
                    Text(log.suffix(2).joined(separator: ", "))
                }
                """#)
        LibraryItem(
            Live(0) { $taps in
                Button("Taps go to the box (\(taps))") {}
                    .padding(16)
                    .background(Color.red.opacity(0.2))
                    .highPriorityGesture(TapGesture().onEnded { taps += 1 }, including: .gesture)
            },
            title: "High-priority gesture", category: .effect,
            source: #"""
                @State private var taps = 0
                Button("Taps go to the box (\(taps))") {}
                    .padding(16)
                    .background(Color.red.opacity(0.2))
                    .highPriorityGesture(TapGesture().onEnded { taps += 1 }, including: .gesture)
                """#)
        LibraryItem(
            Live("Move the pointer here") { $place in
                Text(place)
                    .frame(width: 240, height: 60)
                    .background(Color.teal.opacity(0.2))
                    .onContinuousHover { phase in
                        switch phase {
                        case .active(let point): place = "At \(Int(point.x)), \(Int(point.y))"
                        case .ended: place = "Gone"
                        }
                    }
            },
            title: "Continuous hover", category: .effect,
            source: #"""
                @State private var place = "Move the pointer here"
                Text(place)
                    .frame(width: 240, height: 60)
                    .background(Color.teal.opacity(0.2))
                    .onContinuousHover { phase in
                        switch phase {
                        case .active(let point): place = "At \(Int(point.x)), \(Int(point.y))"
                        case .ended: place = "Gone"
                        }
                    }
                """#)
        LibraryItem(
            Live("Click here, then type") { $last in
                Text(last)
                    .frame(width: 240, height: 60)
                    .background(Color.yellow.opacity(0.2))
                    .focusable()
                    .onKeyPress(phases: .down) { press in
                        last = "Key \(press.characters.isEmpty ? "without text" : press.characters)"
                        return .handled
                    }
            },
            title: "Key presses", category: .effect,
            source: #"""
                @State private var last = "Click here, then type"
                Text(last)
                    .frame(width: 240, height: 60)
                    .background(Color.yellow.opacity(0.2))
                    .focusable()
                    .onKeyPress(phases: .down) { press in
                        last = "Key \(press.characters.isEmpty ? "without text" : press.characters)"
                        return .handled
                    }
                """#)
        LibraryItem(
            Live(0) { $column in
                HStack(spacing: 4) {
                    ForEach(0..<5) { index in
                        Rectangle()
                            .fill(index == column ? Color.blue : Color.gray.opacity(0.3))
                            .frame(width: 30, height: 30)
                    }
                }
                .padding(6)
                .focusable()
                .focusEffectDisabled()
                .focusSection()
                .onMoveCommand { direction in
                    if direction == .left { column = max(0, column - 1) }
                    if direction == .right { column = min(4, column + 1) }
                }
                .onExitCommand { column = 0 }
                .onDeleteCommand { column = 4 }
            },
            title: "Arrow, Escape and Delete commands", category: .effect,
            source: #"""
                @State private var column = 0
                HStack(spacing: 4) {
                    ForEach(0..<5) { index in
                        Rectangle()
                            .fill(index == column ? Color.blue : Color.gray.opacity(0.3))
                            .frame(width: 30, height: 30)
                    }
                }
                .padding(6)
                .focusable()
                .focusEffectDisabled()
                .focusSection()
                .onMoveCommand { direction in
                    if direction == .left { column = max(0, column - 1) }
                    if direction == .right { column = min(4, column + 1) }
                }
                .onExitCommand { column = 0 }
                .onDeleteCommand { column = 4 }
                """#)
    }
}
