import Foundation
import GtkUI

/// The gallery's shapes, colours and visual effects: each snippet is shown live beside its
/// `source`, which a test keeps equal to the snippet's code.
struct ShapesLibrary: LibraryContentProvider {
    var views: [LibraryItem] {
        LibraryItem(
            HStack(spacing: 8) {
                Rectangle().fill(.red).frame(width: 40, height: 40)
                RoundedRectangle(cornerRadius: 10).fill(.orange).frame(width: 40, height: 40)
                Circle().fill(.green).frame(width: 40, height: 40)
                Ellipse().stroke(.blue, lineWidth: 3).frame(width: 60, height: 40)
                Capsule().fill(.purple).frame(width: 60, height: 28)
            },
            title: "Shapes", category: .other,
            source: #"""
                HStack(spacing: 8) {
                    Rectangle().fill(.red).frame(width: 40, height: 40)
                    RoundedRectangle(cornerRadius: 10).fill(.orange).frame(width: 40, height: 40)
                    Circle().fill(.green).frame(width: 40, height: 40)
                    Ellipse().stroke(.blue, lineWidth: 3).frame(width: 60, height: 40)
                    Capsule().fill(.purple).frame(width: 60, height: 28)
                }
                """#)
        LibraryItem(
            HStack(spacing: 6) {
                Color.yellow.frame(width: 24, height: 24)
                Color.mint.frame(width: 24, height: 24)
                Color.indigo.frame(width: 24, height: 24)
                Color(red: 0.2, green: 0.6, blue: 0.4).frame(width: 24, height: 24)
                Color.accentColor.opacity(0.5).frame(width: 24, height: 24)
            },
            title: "Color and opacity", category: .effect,
            source: #"""
                HStack(spacing: 6) {
                    Color.yellow.frame(width: 24, height: 24)
                    Color.mint.frame(width: 24, height: 24)
                    Color.indigo.frame(width: 24, height: 24)
                    Color(red: 0.2, green: 0.6, blue: 0.4).frame(width: 24, height: 24)
                    Color.accentColor.opacity(0.5).frame(width: 24, height: 24)
                }
                """#)
        LibraryItem(
            Path { path in
                path.move(to: CGPoint(x: 0, y: 40))
                path.addLine(to: CGPoint(x: 30, y: 0))
                path.addLine(to: CGPoint(x: 60, y: 40))
                path.closeSubpath()
            }
            .fill(.teal)
            .frame(width: 60, height: 40),
            title: "Path", category: .other,
            source: #"""
                Path { path in
                    path.move(to: CGPoint(x: 0, y: 40))
                    path.addLine(to: CGPoint(x: 30, y: 0))
                    path.addLine(to: CGPoint(x: 60, y: 40))
                    path.closeSubpath()
                }
                .fill(.teal)
                .frame(width: 60, height: 40)
                """#)
        LibraryItem(
            Live(false) { $isTinted in
                Text("Foreground colour").foregroundColor(.red)
                Text("Secondary style").foregroundStyle(.secondary)
                Toggle("Tinted", isOn: $isTinted).tint(isTinted ? .pink : nil)
            },
            title: "Foreground and tint", category: .effect,
            source: #"""
                @State private var isTinted = false
                Text("Foreground colour").foregroundColor(.red)
                Text("Secondary style").foregroundStyle(.secondary)
                Toggle("Tinted", isOn: $isTinted).tint(isTinted ? .pink : nil)
                """#)
        LibraryItem(
            HStack(spacing: 12) {
                Text("Background").padding(6).background(Color.yellow.opacity(0.5))
                Text("Rounded").padding(8).background(Color.blue.opacity(0.3)).cornerRadius(10)
                Text("Bordered").padding(6).border(.purple, width: 2)
                Text("Shadow").padding(8).background(Color.white).shadow(radius: 4)
            },
            title: "Background, corner radius, border, shadow", category: .effect,
            source: #"""
                HStack(spacing: 12) {
                    Text("Background").padding(6).background(Color.yellow.opacity(0.5))
                    Text("Rounded").padding(8).background(Color.blue.opacity(0.3)).cornerRadius(10)
                    Text("Bordered").padding(6).border(.purple, width: 2)
                    Text("Shadow").padding(8).background(Color.white).shadow(radius: 4)
                }
                """#)
        LibraryItem(
            HStack(spacing: 12) {
                Text("Over a capsule").padding(8).background { Capsule().fill(.mint) }
                Color.indigo.frame(width: 80, height: 40)
                    .overlay(alignment: .bottomTrailing) { Text("corner").foregroundColor(.white) }
                Color.orange.frame(width: 40, height: 40).clipShape(Circle())
            },
            title: "Overlay and clip shape", category: .effect,
            source: #"""
                HStack(spacing: 12) {
                    Text("Over a capsule").padding(8).background { Capsule().fill(.mint) }
                    Color.indigo.frame(width: 80, height: 40)
                        .overlay(alignment: .bottomTrailing) { Text("corner").foregroundColor(.white) }
                    Color.orange.frame(width: 40, height: 40).clipShape(Circle())
                }
                """#)
    }
}
