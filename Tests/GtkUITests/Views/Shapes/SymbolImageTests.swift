import Foundation
import GtkUI
import XCTest

/// Symbols' variants and sizes, and how resized pictures are smoothed.
final class SymbolImageTests: GtkTestCase {
    @MainActor
    private static func iconName(_ view: some View) -> (name: String, size: Int32) {
        let mounted = DrawnWindow(view)
        defer { mounted.close() }
        guard let image = mounted.first(gtk_image_get_type()) else { return ("", 0) }
        var name: UnsafePointer<gchar>?
        var size = GtkIconSize(0)
        gtk_image_get_icon_name(image.cast(), &name, &size)
        return (name.map { String(cString: $0) } ?? "", gtk_image_get_pixel_size(image.cast()))
    }

    func testTemplateAndOriginalPickTheSymbolicAndFullColourVariants() {
        onGtkThread {
            XCTAssertEqual(Self.iconName(Image(systemName: "folder")).name, "folder-symbolic", "as the theme maps it")
            XCTAssertEqual(Self.iconName(Image(systemName: "folder").renderingMode(.original)).name, "folder")
            XCTAssertEqual(Self.iconName(Image(systemName: "folder").renderingMode(.template)).name, "folder-symbolic")
            XCTAssertEqual(
                Self.iconName(Image(systemName: "folder-symbolic").renderingMode(.original)).name, "folder")
            XCTAssertEqual(
                Self.iconName(Image(systemName: "folder-symbolic").symbolRenderingMode(.multicolor)).name, "folder")
            XCTAssertEqual(
                Self.iconName(Image(systemName: "user-trash").symbolRenderingMode(.hierarchical)).name,
                "user-trash-symbolic")
        }
    }

    func testImageScaleSizesSymbolsAgainstTheFont() {
        onGtkThread {
            XCTAssertEqual(Self.iconName(Image(systemName: "folder")).size, 16)
            XCTAssertEqual(Self.iconName(Image(systemName: "folder").imageScale(.large)).size, 21)
            XCTAssertEqual(Self.iconName(Image(systemName: "folder").imageScale(.small)).size, 13)
        }
    }

    func testInterpolationNoneKeepsPixelArtSharp() throws {
        let path = NSTemporaryDirectory() + "gtkui-checker-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        onGtkThread {
            // A 2×2 checker: black and white pixels.
            let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 2, 2)!
            let cairo = cairo_create(surface)!
            cairo_set_source_rgb(cairo, 1, 1, 1)
            cairo_paint(cairo)
            cairo_set_source_rgb(cairo, 0, 0, 0)
            cairo_rectangle(cairo, 0, 0, 1, 1)
            cairo_rectangle(cairo, 1, 1, 1, 1)
            cairo_fill(cairo)
            cairo_destroy(cairo)
            cairo_surface_write_to_png(surface, path)
            cairo_surface_destroy(surface)
            let sharp = DrawnWindow(
                Image(filePath: path).resizable().interpolation(.none).frame(width: 100, height: 100))
            defer { sharp.close() }
            let smooth = DrawnWindow(Image(filePath: path).resizable().frame(width: 100, height: 100))
            defer { smooth.close() }
            // Pixel 48 is just left of the middle: black when sharp, a blend when smoothed.
            XCTAssertEqual(sharp.render()[98, 48], [0, 0, 0, 255])
            XCTAssertNotEqual(smooth.render()[98, 48], [0, 0, 0, 255])
            let aliased = DrawnWindow(
                Image(filePath: path).resizable().antialiased(false).frame(width: 100, height: 100))
            defer { aliased.close() }
            XCTAssertEqual(aliased.render()[98, 48], [0, 0, 0, 255])
        }
    }
}
