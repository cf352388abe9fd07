import Foundation
import GtkUI

/// The gallery's drawing page: paths, shapes and their modifiers, stroke styles and every kind of
/// paint. Each snippet is shown live beside its `source`, which a test keeps equal to the code.
struct DrawingLibrary: LibraryContentProvider {
    var views: [LibraryItem] {
        LibraryItem(
            Path { path in
                path.move(to: CGPoint(x: 10, y: 50))
                path.addQuadCurve(to: CGPoint(x: 70, y: 50), control: CGPoint(x: 40, y: 0))
                path.addArc(
                    center: CGPoint(x: 100, y: 50), radius: 30, startAngle: .degrees(180), endAngle: .zero,
                    clockwise: true)
                path.addCurve(
                    to: CGPoint(x: 190, y: 50), control1: CGPoint(x: 150, y: 100), control2: CGPoint(x: 170, y: 0))
            }
            .stroke(.blue, style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
            .frame(width: 200, height: 90),
            title: "Path: curves and arcs", category: .other,
            source: #"""
                Path { path in
                    path.move(to: CGPoint(x: 10, y: 50))
                    path.addQuadCurve(to: CGPoint(x: 70, y: 50), control: CGPoint(x: 40, y: 0))
                    path.addArc(
                        center: CGPoint(x: 100, y: 50), radius: 30, startAngle: .degrees(180), endAngle: .zero,
                        clockwise: true)
                    path.addCurve(
                        to: CGPoint(x: 190, y: 50), control1: CGPoint(x: 150, y: 100), control2: CGPoint(x: 170, y: 0))
                }
                .stroke(.blue, style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
                .frame(width: 200, height: 90)
                """#)
        LibraryItem(
            HStack(spacing: 10) {
                UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 20).fill(.orange)
                    .frame(width: 50, height: 50)
                AnyShape(Circle()).fill(.green).frame(width: 50, height: 50)
                ContainerRelativeShape().fill(.indigo).frame(width: 50, height: 50)
                Color.teal.frame(width: 50, height: 50).clipShape(.rect(cornerRadius: 12))
                Color.pink.frame(width: 70, height: 50).clipShape(.capsule)
            },
            title: "More shapes", category: .other,
            source: #"""
                HStack(spacing: 10) {
                    UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 20).fill(.orange)
                        .frame(width: 50, height: 50)
                    AnyShape(Circle()).fill(.green).frame(width: 50, height: 50)
                    ContainerRelativeShape().fill(.indigo).frame(width: 50, height: 50)
                    Color.teal.frame(width: 50, height: 50).clipShape(.rect(cornerRadius: 12))
                    Color.pink.frame(width: 70, height: 50).clipShape(.capsule)
                }
                """#)
        LibraryItem(
            HStack(spacing: 12) {
                Circle().stroke(.red, style: StrokeStyle(lineWidth: 4, dash: [10, 6])).frame(width: 50, height: 50)
                Circle().strokeBorder(.blue, lineWidth: 8).frame(width: 50, height: 50)
                RoundedRectangle(cornerRadius: 12).inset(by: 6).fill(.purple).frame(width: 50, height: 50)
                Rectangle().stroke(lineWidth: 6).frame(width: 50, height: 50)
                Path { path in
                    path.addEllipse(in: CGRect(x: 0, y: 0, width: 50, height: 50))
                    path.addEllipse(in: CGRect(x: 15, y: 15, width: 20, height: 20))
                }
                .fill(.orange, style: FillStyle(eoFill: true))
                .frame(width: 50, height: 50)
            },
            title: "Stroke and fill styles", category: .other,
            source: #"""
                HStack(spacing: 12) {
                    Circle().stroke(.red, style: StrokeStyle(lineWidth: 4, dash: [10, 6])).frame(width: 50, height: 50)
                    Circle().strokeBorder(.blue, lineWidth: 8).frame(width: 50, height: 50)
                    RoundedRectangle(cornerRadius: 12).inset(by: 6).fill(.purple).frame(width: 50, height: 50)
                    Rectangle().stroke(lineWidth: 6).frame(width: 50, height: 50)
                    Path { path in
                        path.addEllipse(in: CGRect(x: 0, y: 0, width: 50, height: 50))
                        path.addEllipse(in: CGRect(x: 15, y: 15, width: 20, height: 20))
                    }
                    .fill(.orange, style: FillStyle(eoFill: true))
                    .frame(width: 50, height: 50)
                }
                """#)
        LibraryItem(
            Live(0.7) { $progress in
                HStack(spacing: 12) {
                    Circle().rotation(.degrees(-90)).trim(from: 0, to: progress).stroke(.green, lineWidth: 6)
                        .frame(width: 50, height: 50)
                    Rectangle().rotation(.degrees(30)).fill(.blue).frame(width: 50, height: 50)
                    Rectangle().scale(0.5, anchor: .topLeading).fill(.red).frame(width: 50, height: 50)
                    Capsule().offset(x: 10, y: 10).fill(.mint).frame(width: 50, height: 30)
                    Rectangle().transform(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
                        .fill(.brown).frame(width: 40, height: 50)
                }
                Slider(value: $progress, in: 0...1) { Text("Trim") }
            },
            title: "Trim, rotation, scale, offset, transform", category: .other,
            source: #"""
                @State private var progress = 0.7
                HStack(spacing: 12) {
                    Circle().rotation(.degrees(-90)).trim(from: 0, to: progress).stroke(.green, lineWidth: 6)
                        .frame(width: 50, height: 50)
                    Rectangle().rotation(.degrees(30)).fill(.blue).frame(width: 50, height: 50)
                    Rectangle().scale(0.5, anchor: .topLeading).fill(.red).frame(width: 50, height: 50)
                    Capsule().offset(x: 10, y: 10).fill(.mint).frame(width: 50, height: 30)
                    Rectangle().transform(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
                        .fill(.brown).frame(width: 40, height: 50)
                }
                Slider(value: $progress, in: 0...1) { Text("Trim") }
                """#)
        LibraryItem(
            HStack(spacing: 10) {
                Circle().fill(LinearGradient(colors: [.yellow, .red], startPoint: .top, endPoint: .bottom))
                    .frame(width: 60, height: 60)
                Rectangle()
                    .fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 30))
                    .frame(width: 60, height: 60)
                Capsule().fill(EllipticalGradient(colors: [.yellow, .purple])).frame(width: 90, height: 60)
                Circle()
                    .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                    .frame(width: 60, height: 60)
                RoundedRectangle(cornerRadius: 10).fill(Color.orange.gradient).frame(width: 60, height: 60)
            },
            title: "Gradients as shape styles", category: .effect,
            source: #"""
                HStack(spacing: 10) {
                    Circle().fill(LinearGradient(colors: [.yellow, .red], startPoint: .top, endPoint: .bottom))
                        .frame(width: 60, height: 60)
                    Rectangle()
                    .fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 30))
                        .frame(width: 60, height: 60)
                    Capsule().fill(EllipticalGradient(colors: [.yellow, .purple])).frame(width: 90, height: 60)
                    Circle()
                        .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                        .frame(width: 60, height: 60)
                    RoundedRectangle(cornerRadius: 10).fill(Color.orange.gradient).frame(width: 60, height: 60)
                }
                """#)
        LibraryItem(
            HStack(spacing: 8) {
                Circle().fill(.primary).frame(width: 30, height: 30)
                Circle().fill(.secondary).frame(width: 30, height: 30)
                Circle().fill(.tertiary).frame(width: 30, height: 30)
                Circle().fill(.quaternary).frame(width: 30, height: 30)
                Circle().fill(.quinary).frame(width: 30, height: 30)
                Image(systemName: "star.fill").foregroundStyle(.orange, .secondary)
                Text("Gradient text")
                    .foregroundStyle(LinearGradient(colors: [.purple, .blue], startPoint: .top, endPoint: .bottom))
            }
            .foregroundStyle(.teal),
            title: "Hierarchical styles", category: .effect,
            source: #"""
                HStack(spacing: 8) {
                    Circle().fill(.primary).frame(width: 30, height: 30)
                    Circle().fill(.secondary).frame(width: 30, height: 30)
                    Circle().fill(.tertiary).frame(width: 30, height: 30)
                    Circle().fill(.quaternary).frame(width: 30, height: 30)
                    Circle().fill(.quinary).frame(width: 30, height: 30)
                    Image(systemName: "star.fill").foregroundStyle(.orange, .secondary)
                    Text("Gradient text")
                    .foregroundStyle(LinearGradient(colors: [.purple, .blue], startPoint: .top, endPoint: .bottom))
                }
                .foregroundStyle(.teal)
                """#)
        LibraryItem(
            ZStack {
                LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
                HStack(spacing: 6) {
                    Text("Ultra thin").padding(6).background(.ultraThinMaterial)
                    Text("Regular").padding(6).background(.regularMaterial, in: .rect(cornerRadius: 6))
                    Text("Ultra thick").padding(6).background(.ultraThickMaterial)
                }
            }
            .frame(height: 60),
            title: "Materials", category: .effect,
            source: #"""
                ZStack {
                    LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
                    HStack(spacing: 6) {
                        Text("Ultra thin").padding(6).background(.ultraThinMaterial)
                        Text("Regular").padding(6).background(.regularMaterial, in: .rect(cornerRadius: 6))
                        Text("Ultra thick").padding(6).background(.ultraThickMaterial)
                    }
                }
                .frame(height: 60)
                """#)
        LibraryItem(
            Live(true) { $isOn in
                HStack(spacing: 10) {
                    Capsule().fill(isOn ? AnyShapeStyle(.tint) : AnyShapeStyle(.separator)).frame(width: 60, height: 24)
                    Rectangle().fill(ImagePaint(image: Image(systemName: "starred-symbolic"), scale: 1))
                        .frame(width: 60, height: 40)
                    Text("Selected").padding(4).background(.selection)
                    Text("Placeholder").foregroundStyle(.placeholder)
                    Text("Bordered").padding(4).border(.tint, width: 2)
                }
                .tint(.pink)
                Toggle("Tinted", isOn: $isOn)
            },
            title: "Tint, theme styles and image paint", category: .effect,
            source: #"""
                @State private var isOn = true
                HStack(spacing: 10) {
                    Capsule().fill(isOn ? AnyShapeStyle(.tint) : AnyShapeStyle(.separator)).frame(width: 60, height: 24)
                    Rectangle().fill(ImagePaint(image: Image(systemName: "starred-symbolic"), scale: 1))
                        .frame(width: 60, height: 40)
                    Text("Selected").padding(4).background(.selection)
                    Text("Placeholder").foregroundStyle(.placeholder)
                    Text("Bordered").padding(4).border(.tint, width: 2)
                }
                .tint(.pink)
                Toggle("Tinted", isOn: $isOn)
                """#)
        LibraryItem(
            HStack(spacing: 6) {
                ForEach(0..<6) { step in
                    Color(hue: Double(step) / 6, saturation: 0.8, brightness: 0.9).frame(width: 24, height: 24)
                }
                Color.blue.mix(with: .yellow, by: 0.5).frame(width: 24, height: 24)
                Color.red.opacity(0.4).frame(width: 24, height: 24)
            },
            title: "Hue, mix and opacity", category: .effect,
            source: #"""
                HStack(spacing: 6) {
                    ForEach(0..<6) { step in
                        Color(hue: Double(step) / 6, saturation: 0.8, brightness: 0.9).frame(width: 24, height: 24)
                    }
                    Color.blue.mix(with: .yellow, by: 0.5).frame(width: 24, height: 24)
                    Color.red.opacity(0.4).frame(width: 24, height: 24)
                }
                """#)
        LibraryItem(
            HStack(spacing: 12) {
                Image(systemName: "folder").renderingMode(.template)
                Image(systemName: "folder").renderingMode(.original)
                Image(systemName: "star.fill").imageScale(.small)
                Image(systemName: "star.fill").imageScale(.large)
                Image(systemName: "trash").symbolRenderingMode(.multicolor)
                Image(systemName: "star.fill").font(.title)
            },
            title: "Symbols: rendering mode and scale", category: .other,
            source: #"""
                HStack(spacing: 12) {
                    Image(systemName: "folder").renderingMode(.template)
                    Image(systemName: "folder").renderingMode(.original)
                    Image(systemName: "star.fill").imageScale(.small)
                    Image(systemName: "star.fill").imageScale(.large)
                    Image(systemName: "trash").symbolRenderingMode(.multicolor)
                    Image(systemName: "star.fill").font(.title)
                }
                """#)
        LibraryItem(
            Canvas { context, size in
                let gradient = Gradient(colors: [.orange, .pink])
                let disc = Path(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80))
                let shading = GraphicsContext.Shading.linearGradient(
                    gradient, startPoint: CGPoint(x: 10, y: 10), endPoint: CGPoint(x: 90, y: 90))
                context.fill(disc, with: shading)
                var turned = context
                turned.translateBy(x: 150, y: 50)
                for step in 0..<12 {
                    turned.rotate(by: .degrees(30))
                    turned.opacity = Double(step + 1) / 12
                    turned.fill(Path(CGRect(x: 20, y: -3, width: 24, height: 6)), with: .color(.blue))
                }
                context.stroke(
                    Path(roundedRect: CGRect(x: 210, y: 10, width: 80, height: 80), cornerRadius: 12),
                    with: .foreground, style: StrokeStyle(lineWidth: 3, dash: [8, 4]))
                context.draw(Text("Canvas").font(.headline), at: CGPoint(x: 250, y: 50))
            }
            .frame(width: 300, height: 100),
            title: "Canvas: fills, strokes, text and transforms", category: .other,
            source: #"""
                Canvas { context, size in
                    let gradient = Gradient(colors: [.orange, .pink])
                    let disc = Path(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80))
                    let shading = GraphicsContext.Shading.linearGradient(
                        gradient, startPoint: CGPoint(x: 10, y: 10), endPoint: CGPoint(x: 90, y: 90))
                    context.fill(disc, with: shading)
                    var turned = context
                    turned.translateBy(x: 150, y: 50)
                    for step in 0..<12 {
                        turned.rotate(by: .degrees(30))
                        turned.opacity = Double(step + 1) / 12
                        turned.fill(Path(CGRect(x: 20, y: -3, width: 24, height: 6)), with: .color(.blue))
                    }
                    context.stroke(
                        Path(roundedRect: CGRect(x: 210, y: 10, width: 80, height: 80), cornerRadius: 12),
                        with: .foreground, style: StrokeStyle(lineWidth: 3, dash: [8, 4]))
                    context.draw(Text("Canvas").font(.headline), at: CGPoint(x: 250, y: 50))
                }
                .frame(width: 300, height: 100)
                """#)
        LibraryItem(
            Canvas { context, size in
                var shadowed = context
                shadowed.addFilter(.shadow(color: .black.opacity(0.5), radius: 6, x: 4, y: 4))
                let card = Path(roundedRect: CGRect(x: 10, y: 15, width: 70, height: 70), cornerRadius: 14)
                shadowed.fill(card, with: .color(.teal))
                var blurred = context
                blurred.addFilter(.blur(radius: 4))
                blurred.fill(Path(ellipseIn: CGRect(x: 100, y: 20, width: 60, height: 60)), with: .color(.purple))
                if let star = context.resolveSymbol(id: "star") {
                    for index in 0..<3 {
                        context.draw(star, at: CGPoint(x: 200 + Double(index) * 35, y: 50))
                    }
                }
            } symbols: {
                Image(systemName: "star.fill").foregroundStyle(.orange).tag("star")
            }
            .frame(width: 300, height: 100),
            title: "Canvas: filters and symbols", category: .other,
            source: #"""
                Canvas { context, size in
                    var shadowed = context
                    shadowed.addFilter(.shadow(color: .black.opacity(0.5), radius: 6, x: 4, y: 4))
                    let card = Path(roundedRect: CGRect(x: 10, y: 15, width: 70, height: 70), cornerRadius: 14)
                    shadowed.fill(card, with: .color(.teal))
                    var blurred = context
                    blurred.addFilter(.blur(radius: 4))
                    blurred.fill(Path(ellipseIn: CGRect(x: 100, y: 20, width: 60, height: 60)), with: .color(.purple))
                    if let star = context.resolveSymbol(id: "star") {
                        for index in 0..<3 {
                            context.draw(star, at: CGPoint(x: 200 + Double(index) * 35, y: 50))
                        }
                    }
                } symbols: {
                    Image(systemName: "star.fill").foregroundStyle(.orange).tag("star")
                }
                .frame(width: 300, height: 100)
                """#)
        LibraryItem(
            HStack(spacing: 12) {
                Color.orange.aspectRatio(2, contentMode: .fit).frame(width: 80, height: 80).border(.gray)
                Color.green.aspectRatio(CGSize(width: 1, height: 2), contentMode: .fit)
                    .frame(width: 80, height: 80).border(.gray)
                Color.blue.frame(idealWidth: 40, idealHeight: 20).scaledToFit()
                    .frame(width: 80, height: 80).border(.gray)
                Color.pink.frame(idealWidth: 20, idealHeight: 40).scaledToFill()
                    .frame(width: 80, height: 40).clipped().border(.gray)
            },
            title: "aspectRatio, scaledToFit and scaledToFill on any view", category: .other,
            source: #"""
                HStack(spacing: 12) {
                    Color.orange.aspectRatio(2, contentMode: .fit).frame(width: 80, height: 80).border(.gray)
                    Color.green.aspectRatio(CGSize(width: 1, height: 2), contentMode: .fit)
                        .frame(width: 80, height: 80).border(.gray)
                    Color.blue.frame(idealWidth: 40, idealHeight: 20).scaledToFit()
                        .frame(width: 80, height: 80).border(.gray)
                    Color.pink.frame(idealWidth: 20, idealHeight: 40).scaledToFill()
                        .frame(width: 80, height: 40).clipped().border(.gray)
                }
                """#)
    }
}
