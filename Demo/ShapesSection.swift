import GtkUI

/// Colours, shapes and the colour modifiers, with a GeometryReader that reports its width.
struct ShapesSection: View {
    @State private var rounded = true
    @State private var tinted = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            SectionTitle(title: "Colours and shapes")
            HStack(spacing: 8) {
                Rectangle().fill(.red).frame(width: 48, height: 48)
                RoundedRectangle(cornerRadius: 12).fill(.orange).frame(width: 48, height: 48)
                Circle().fill(.green).frame(width: 48, height: 48)
                Ellipse().stroke(.blue, lineWidth: 3).frame(width: 72, height: 48)
                Capsule().fill(.purple).frame(width: 72, height: 32)
                Circle().frame(width: 32, height: 32).foregroundColor(.accentColor)
            }
            HStack(spacing: 8) {
                ForEach([Color.yellow, .mint, .teal, .cyan, .indigo, .pink, .brown, .gray], id: \.self) { color in
                    color.frame(width: 24, height: 24)
                }
                Color(red: 0.2, green: 0.6, blue: 0.4).opacity(0.5).frame(width: 24, height: 24)
            }
            HStack(spacing: 12) {
                Text("Foreground").foregroundColor(.red)
                Text("Secondary").foregroundStyle(.secondary)
                Text("Background").padding(6).background(Color.yellow)
                Text("Rounded")
                    .padding(8)
                    .background(Color.blue.opacity(0.3))
                    .cornerRadius(rounded ? 10 : 0)
                Text("Bordered").padding(6).border(.purple, width: 2)
                Text("Shadow").padding(8).background(Color.white).shadow(radius: 4)
            }
            HStack(spacing: 12) {
                Text("Over a capsule").padding(8).background { Capsule().fill(.mint) }
                Color.indigo.frame(width: 80, height: 40)
                    .overlay(alignment: .bottomTrailing) { Text("corner").foregroundColor(.white) }
                Color.orange.frame(width: 40, height: 40).clipShape(Circle())
                Toggle("Rounded", isOn: $rounded)
                Toggle("Tinted", isOn: $tinted).tint(tinted ? .pink : nil)
            }
            GeometryReader { proxy in
                Text("This reader is \(Int(proxy.size.width)) × \(Int(proxy.size.height)) pixels")
                    .padding(6)
                    .background(Color.gray.opacity(0.2))
            }
            .frame(height: 40)
        }
    }
}
