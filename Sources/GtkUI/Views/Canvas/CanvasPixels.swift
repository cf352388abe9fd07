import CGtkShim
import Foundation

/// Pixel work on cairo image surfaces (premultiplied ARGB32) for a canvas's filters.
enum CanvasPixels {
    /// Runs `body` over each row of `image`'s pixels, then marks the image changed.
    private static func forEachRow(_ image: OpaquePointer, _ body: (UnsafeMutableBufferPointer<UInt32>) -> Void) {
        cairo_surface_flush(image)
        guard let data = cairo_image_surface_get_data(image) else { return }
        let stride = Int(cairo_image_surface_get_stride(image))
        let width = Int(cairo_image_surface_get_width(image))
        for y in 0..<Int(cairo_image_surface_get_height(image)) {
            let row = UnsafeMutableRawPointer(data + y * stride).bindMemory(to: UInt32.self, capacity: width)
            body(UnsafeMutableBufferPointer(start: row, count: width))
        }
        cairo_surface_mark_dirty(image)
    }

    /// `m`, a 4×5 colour matrix over unpremultiplied RGBA (rows R, G, B, A; columns R, G, B, A,
    /// offset), applied to every pixel. Transparent pixels stay so unless the matrix adds alpha.
    static func applyColorMatrix(_ m: [Double], to image: OpaquePointer) {
        guard m.count == 20 else { return }
        let addsAlpha = m[19] != 0
        func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(1, max(0, value)) }
        forEachRow(image) { row in
            for x in row.indices {
                let pixel = row[x]
                let a = Double(pixel >> 24) / 255
                if a == 0 && !addsAlpha { continue }
                var r = 0.0
                var g = 0.0
                var b = 0.0
                if a > 0 {
                    r = Double((pixel >> 16) & 0xff) / 255 / a
                    g = Double((pixel >> 8) & 0xff) / 255 / a
                    b = Double(pixel & 0xff) / 255 / a
                }
                let na = unit(m[15] * r + m[16] * g + m[17] * b + m[18] * a + m[19])
                let nr = unit(m[0] * r + m[1] * g + m[2] * b + m[3] * a + m[4]) * na
                let ng = unit(m[5] * r + m[6] * g + m[7] * b + m[8] * a + m[9]) * na
                let nb = unit(m[10] * r + m[11] * g + m[12] * b + m[13] * a + m[14]) * na
                row[x] =
                    UInt32((na * 255).rounded()) << 24 | UInt32((nr * 255).rounded()) << 16
                    | UInt32((ng * 255).rounded()) << 8 | UInt32((nb * 255).rounded())
            }
        }
    }

    /// Pixels whose opacity lies in `low`…`high` become `color` (premultiplied, 0…1 each), the
    /// others transparent.
    static func applyAlphaThreshold(
        low: Double, high: Double, color: (red: Double, green: Double, blue: Double, alpha: Double),
        to image: OpaquePointer
    ) {
        let a = min(1, max(0, color.alpha))
        let inside =
            UInt32((a * 255).rounded()) << 24 | UInt32((color.red * a * 255).rounded()) << 16
            | UInt32((color.green * a * 255).rounded()) << 8 | UInt32((color.blue * a * 255).rounded())
        forEachRow(image) { row in
            for x in row.indices {
                let alpha = Double(row[x] >> 24) / 255
                row[x] = alpha > 0 && alpha >= low && alpha <= high ? inside : 0
            }
        }
    }

    /// Makes every pixel of `image` transparent.
    static func clear(_ image: OpaquePointer) {
        forEachRow(image) { row in row.update(repeating: 0) }
    }

    /// Fills `target` (the same size as `source`) with `source` seen through a projection: each
    /// pixel takes the colour at the point `inverse` maps it back to (in image units of `scale`
    /// pixels), blended from the four pixels around that point. Pixels that map from behind the
    /// eye or from outside `source` are transparent.
    static func project(
        _ source: OpaquePointer, into target: OpaquePointer, inverse: ProjectionTransform, scale: Double
    ) {
        cairo_surface_flush(source)
        guard let sourceData = cairo_image_surface_get_data(source) else { return }
        let width = Int(cairo_image_surface_get_width(source))
        let height = Int(cairo_image_surface_get_height(source))
        let rowLength = Int(cairo_image_surface_get_stride(source)) / 4
        let pixels = UnsafeRawPointer(sourceData).bindMemory(to: UInt32.self, capacity: rowLength * height)
        func sample(_ x: Int, _ y: Int) -> UInt32 {
            x >= 0 && y >= 0 && x < width && y < height ? pixels[y * rowLength + x] : 0
        }
        let m = inverse
        var y = 0
        forEachRow(target) { row in
            defer { y += 1 }
            let v = (Double(y) + 0.5) / scale
            for x in row.indices {
                let u = (Double(x) + 0.5) / scale
                let w = m.m13 * u + m.m23 * v + m.m33
                guard w > 1e-9 else {
                    row[x] = 0
                    continue
                }
                // The point's place in source pixels, from pixel centres.
                let sx = (m.m11 * u + m.m21 * v + m.m31) / w * scale - 0.5
                let sy = (m.m12 * u + m.m22 * v + m.m32) / w * scale - 0.5
                guard sx > -1, sy > -1, sx < Double(width), sy < Double(height) else {
                    row[x] = 0
                    continue
                }
                let (x0, y0) = (Int(sx.rounded(.down)), Int(sy.rounded(.down)))
                let (fx, fy) = (sx - Double(x0), sy - Double(y0))
                let corners = (sample(x0, y0), sample(x0 + 1, y0), sample(x0, y0 + 1), sample(x0 + 1, y0 + 1))
                var blended: UInt32 = 0
                for shift in stride(from: 0 as UInt32, through: 24, by: 8) {
                    func channel(_ pixel: UInt32) -> Double { Double((pixel >> shift) & 0xff) }
                    let top = channel(corners.0) * (1 - fx) + channel(corners.1) * fx
                    let bottom = channel(corners.2) * (1 - fx) + channel(corners.3) * fx
                    blended |= UInt32((top * (1 - fy) + bottom * fy).rounded()) << shift
                }
                row[x] = blended
            }
        }
    }

    /// A Gaussian blur of standard deviation `sigma` pixels, as three box blurs each way.
    static func blur(_ image: OpaquePointer, sigma: Double) {
        guard sigma >= 0.5, sigma.isFinite else { return }
        cairo_surface_flush(image)
        guard let data = cairo_image_surface_get_data(image) else { return }
        let width = Int(cairo_image_surface_get_width(image))
        let height = Int(cairo_image_surface_get_height(image))
        let stridePixels = Int(cairo_image_surface_get_stride(image)) / 4
        let radius = max(1, Int((((12 * sigma * sigma / 3 + 1).squareRoot()) / 2 - 0.5).rounded()))
        let pixels = UnsafeMutableRawPointer(data).bindMemory(to: UInt32.self, capacity: stridePixels * height)
        var line = [UInt32](repeating: 0, count: max(width, height))
        line.withUnsafeMutableBufferPointer { line in
            for _ in 0..<3 {
                boxPass(
                    pixels, width: width, height: height, stride: stridePixels, radius: radius, vertical: false, line)
                boxPass(
                    pixels, width: width, height: height, stride: stridePixels, radius: radius, vertical: true, line)
            }
        }
        cairo_surface_mark_dirty(image)
    }

    /// One box-blur pass along rows (or columns) over the four premultiplied channels.
    private static func boxPass(
        _ pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int, radius: Int, vertical: Bool,
        _ line: UnsafeMutableBufferPointer<UInt32>
    ) {
        let length = vertical ? height : width
        let lines = vertical ? width : height
        let step = vertical ? stride : 1
        let window = UInt32(2 * radius + 1)
        for index in 0..<lines {
            let start = vertical ? pixels + index : pixels + index * stride
            for i in 0..<length { line[i] = start[i * step] }
            var sums: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
            func add(_ pixel: UInt32) {
                sums.0 += pixel & 0xff
                sums.1 += (pixel >> 8) & 0xff
                sums.2 += (pixel >> 16) & 0xff
                sums.3 += pixel >> 24
            }
            func subtract(_ pixel: UInt32) {
                sums.0 -= pixel & 0xff
                sums.1 -= (pixel >> 8) & 0xff
                sums.2 -= (pixel >> 16) & 0xff
                sums.3 -= pixel >> 24
            }
            for i in 0...radius where i < length { add(line[i]) }
            for i in 0..<length {
                let half = window / 2
                start[i * step] =
                    (sums.0 + half) / window | ((sums.1 + half) / window) << 8 | ((sums.2 + half) / window) << 16
                    | ((sums.3 + half) / window) << 24
                let leaving = i - radius
                let entering = i + radius + 1
                if leaving >= 0 { subtract(line[leaving]) }
                if entering < length { add(line[entering]) }
            }
        }
    }
}
