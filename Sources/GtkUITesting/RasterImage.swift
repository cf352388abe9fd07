import Foundation
import GtkUI

/// An image as 32-bit ARGB pixels (Cairo's premultiplied layout), made from a widget or a PNG,
/// and written back as PNG. Cairo's PNG encoder writes no timestamps, so the same pixels give
/// the same bytes.
struct RasterImage: Equatable {
    let width: Int
    let height: Int
    /// Row by row, one ARGB value per pixel.
    var pixels: [UInt32]

    init(width: Int, height: Int, pixels: [UInt32]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Draws `widget` as GTK draws it on screen, into memory, without asking the X server or a
    /// compositor for its pixels.
    @MainActor
    static func render(_ widget: UnsafeMutablePointer<GtkWidget>) throws(ViewHostError) -> RasterImage {
        guard gdk_display_get_default() != nil else { throw .noDisplay("GTK has no display") }
        let width = Int(gtk_widget_get_allocated_width(widget))
        let height = Int(gtk_widget_get_allocated_height(widget))
        guard width > 1 || height > 1, width > 0, height > 0, gtk_widget_get_realized(widget) != 0 else {
            throw .zeroSize(width: max(0, width), height: max(0, height))
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw .renderingFailed("no image surface")
        }
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)
        gtk_widget_draw(widget, context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw .renderingFailed(String(cString: cairo_status_to_string(cairo_surface_status(surface))))
        }
        return try image(of: surface)
    }

    /// Decodes PNG bytes; nil when they are not a PNG.
    static func decode(png data: Data) -> RasterImage? {
        final class Reader {
            let data: Data
            var offset = 0
            init(_ data: Data) { self.data = data }
        }
        let reader = Reader(data)
        let unmanaged = Unmanaged.passRetained(reader)
        defer { unmanaged.release() }
        guard
            let surface = cairo_image_surface_create_from_png_stream(
                { closure, buffer, length in
                    guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
                    let reader = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
                    let count = Int(length)
                    guard reader.offset + count <= reader.data.count else { return CAIRO_STATUS_READ_ERROR }
                    reader.data.copyBytes(to: buffer, from: reader.offset..<(reader.offset + count))
                    reader.offset += count
                    return CAIRO_STATUS_SUCCESS
                }, unmanaged.toOpaque())
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        return try? image(of: surface)
    }

    /// The image as PNG bytes.
    func pngData() throws(ViewHostError) -> Data {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 4)
        defer { buffer.deallocate() }
        for row in 0..<height {
            pixels.withUnsafeBufferPointer { source in
                (buffer + row * stride).copyMemory(
                    from: source.baseAddress! + row * width, byteCount: width * MemoryLayout<UInt32>.size)
            }
        }
        guard
            let surface = cairo_image_surface_create_for_data(
                buffer.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
                Int32(stride))
        else { throw .renderingFailed("no image surface") }
        defer { cairo_surface_destroy(surface) }
        final class Writer { var data = Data() }
        let writer = Writer()
        let unmanaged = Unmanaged.passRetained(writer)
        defer { unmanaged.release() }
        let status = cairo_surface_write_to_png_stream(
            surface,
            { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<Writer>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, unmanaged.toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .renderingFailed(String(cString: cairo_status_to_string(status)))
        }
        return writer.data
    }

    private static func image(of surface: OpaquePointer) throws(ViewHostError) -> RasterImage {
        guard
            cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
                || cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24,
            let data = cairo_image_surface_get_data(surface)
        else { throw .renderingFailed("an image format other than ARGB32") }
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels = [UInt32](repeating: 0, count: width * height)
        for row in 0..<height {
            let source = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width {
                // RGB24 leaves the top byte undefined: it is opaque.
                pixels[row * width + column] = opaque ? source[column] | 0xFF00_0000 : source[column]
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }
}
