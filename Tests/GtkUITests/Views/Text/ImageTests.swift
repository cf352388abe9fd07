import XCTest

@testable import GtkUI

/// The icon name a mounted GtkImage shows.
@MainActor
private func iconName(in host: HostingWidget<some View>) -> String? {
    let image = WidgetTree.first(gtk_image_get_type(), in: host.widget)!
    var name: UnsafePointer<gchar>?
    gtk_image_get_icon_name(image.cast(), &name, nil)
    return name.map { String(cString: $0) }
}

@MainActor
private func accessibleName(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
    atk_object_get_name(gtk_widget_get_accessible(widget)).map { String(cString: $0) }
}

/// Writes a `width`×`height` PNG and returns its path.
@MainActor
private func writePicture(width: Int32, height: Int32) throws -> String {
    let path = NSTemporaryDirectory() + "gtkui-picture-\(width)x\(height).png"
    let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 1, 8, width, height)!
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    gdk_pixbuf_fill(pixbuf, 0x3366_99ff)
    var error: UnsafeMutablePointer<GError>?
    XCTAssertEqual(gdk_pixbuf_savev(pixbuf, path, "png", nil, nil, &error), 1)
    g_clear_error(&error)
    return path
}

/// Lays `view` out in a window of `width`×`height` and draws it once.
@MainActor
private func drawnArea(_ view: some View, width: Int32, height: Int32) -> (
    HostingWidget<some View>, UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GtkWidget>
) {
    let host = HostingWidget(rootView: view)
    let window = gtk_offscreen_window_new()!
    gtk_container_add(window.cast(), host.widget)
    gtk_window_set_default_size(window.cast(), width, height)
    gtk_widget_show_all(window)
    TestLoop.drain()
    let area = WidgetTree.first(gtk_drawing_area_get_type(), in: host.widget)!
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
    let cairo = cairo_create(surface)
    gtk_widget_draw(area, cairo)
    cairo_destroy(cairo)
    cairo_surface_destroy(surface)
    return (host, area, window)
}

/// The size of the pixbuf the resizable image last drew, in device pixels.
@MainActor
private func scaledSize(of area: UnsafeMutablePointer<GtkWidget>) -> [Int32]? {
    guard
        let kept = GObjectData.get(
            GObjectReference<GObject>.self, on: area, key: ResizableImageWidget.scaledPixbufKey)
    else { return nil }
    let pixbuf = OpaquePointer(kept.pointer)
    return [gdk_pixbuf_get_width(pixbuf), gdk_pixbuf_get_height(pixbuf)]
}

final class ImageTests: GtkTestCase {
    func testSFSymbolNamesShowTheirThemeIcons() {
        onGtkThread {
            XCTAssertEqual(iconName(in: HostingWidget(rootView: Image(systemName: "star.fill"))), "starred-symbolic")
            XCTAssertEqual(iconName(in: HostingWidget(rootView: Image(systemName: "trash"))), "user-trash-symbolic")
            XCTAssertEqual(iconName(in: HostingWidget(rootView: Image(systemName: "gear"))), "emblem-system-symbolic")
            XCTAssertEqual(
                iconName(in: HostingWidget(rootView: Image(systemName: "person.crop.circle"))),
                "avatar-default-symbolic")
            XCTAssertEqual(
                iconName(in: HostingWidget(rootView: Image(systemName: "document-open"))), "document-open",
                "freedesktop names still work")
        }
    }

    func testIconsAreAsLargeAsTheFont() {
        onGtkThread {
            let sizes = [nil, Font.largeTitle, .caption, .system(size: 40)].map { font in
                let host = HostingWidget(rootView: Image(systemName: "star").font(font))
                return gtk_image_get_pixel_size(WidgetTree.first(gtk_image_get_type(), in: host.widget)!.cast())
            }
            XCTAssertEqual(sizes, [16, 29, 13, 40])
            let fixed = HostingWidget(rootView: Image(systemName: "star", pixelSize: 32).font(.caption))
            XCTAssertEqual(
                gtk_image_get_pixel_size(WidgetTree.first(gtk_image_get_type(), in: fixed.widget)!.cast()), 32)
        }
    }

    func testEveryMappedIconExistsInTheInstalledTheme() {
        onGtkThread {
            let theme = gtk_icon_theme_get_default()
            XCTAssertGreaterThanOrEqual(SystemImageNames.freedesktop.count, 150)
            for (symbol, icon) in SystemImageNames.freedesktop.sorted(by: { $0.key < $1.key }) {
                XCTAssertEqual(gtk_icon_theme_has_icon(theme, icon), 1, "\(symbol) → \(icon)")
            }
            for symbol in [
                "plus", "minus", "trash", "star", "star.fill", "heart", "heart.fill", "gear", "gearshape",
                "magnifyingglass", "chevron.left", "chevron.right", "chevron.up", "chevron.down", "person",
                "person.crop.circle", "folder", "doc", "square.and.arrow.up", "xmark", "checkmark", "info.circle",
                "exclamationmark.triangle", "bell", "house", "calendar", "clock", "pencil",
            ] {
                XCTAssertNotNil(SystemImageNames.freedesktop[symbol], symbol)
            }
        }
    }

    func testImagesAreNamedForScreenReaders() throws {
        try onGtkThread {
            let symbol = HostingWidget(rootView: Image(systemName: "star.fill"))
            XCTAssertEqual(accessibleName(of: WidgetTree.first(gtk_image_get_type(), in: symbol.widget)!), "star fill")
            let path = try writePicture(width: 4, height: 2)
            let picture = HostingWidget(rootView: Image(filePath: path))
            XCTAssertEqual(
                accessibleName(of: WidgetTree.first(gtk_image_get_type(), in: picture.widget)!), "gtkui-picture-4x2")
        }
    }

    func testFittingKeepsProportionsInsideOrAround() {
        let fit = ImageFitting(
            pictureWidth: 100, pictureHeight: 50, ratio: nil, mode: .fit, boundsWidth: 100, boundsHeight: 100)
        XCTAssertEqual(fit, ImageFitting(x: 0, y: 25, width: 100, height: 50))
        let fill = ImageFitting(
            pictureWidth: 100, pictureHeight: 50, ratio: nil, mode: .fill, boundsWidth: 100, boundsHeight: 100)
        XCTAssertEqual(fill, ImageFitting(x: -50, y: 0, width: 200, height: 100))
        let ratio = ImageFitting(
            pictureWidth: 100, pictureHeight: 50, ratio: 1, mode: .fit, boundsWidth: 300, boundsHeight: 100)
        XCTAssertEqual(ratio, ImageFitting(x: 100, y: 0, width: 100, height: 100))
        let stretch = ImageFitting(
            pictureWidth: 100, pictureHeight: 50, ratio: nil, mode: nil, boundsWidth: 30, boundsHeight: 70)
        XCTAssertEqual(stretch, ImageFitting(x: 0, y: 0, width: 30, height: 70))
    }

    func testARatioThatIsNotPositiveWarnsAndKeepsThePicturesOwn() {
        onGtkThread {
            var image: Image?
            let messages = LogCapture.capture(domain: "GtkUI") {
                image = Image(systemName: "photo").resizable().aspectRatio(0, contentMode: .fit)
            }
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertEqual(image, Image(systemName: "photo").resizable().aspectRatio(contentMode: .fit))
        }
    }

    func testAResizableImageAsksForLittleAndFollowsItsWidth() throws {
        try onGtkThread {
            let path = try writePicture(width: 400, height: 200)
            let plain = HostingWidget(rootView: Image(filePath: path))
            var minimum: Int32 = 0
            var natural: Int32 = 0
            gtk_widget_get_preferred_width(plain.widget, &minimum, &natural)
            XCTAssertEqual(minimum, 400, "a plain image keeps its size")

            let resizable = HostingWidget(rootView: Image(filePath: path).resizable().scaledToFit())
            gtk_widget_get_preferred_width(resizable.widget, &minimum, &natural)
            XCTAssertEqual([minimum, natural], [16, 400])
            gtk_widget_get_preferred_height_for_width(resizable.widget, 100, &minimum, &natural)
            XCTAssertEqual([minimum, natural], [16, 50], "its height follows the width, as 400×200 does")
        }
    }

    func testAResizableImageIsScaledToItsAllocation() throws {
        try onGtkThread {
            let path = try writePicture(width: 400, height: 200)
            let (fitHost, fitArea, fitWindow) = drawnArea(
                Image(filePath: path).resizable().scaledToFit().frame(width: 100, height: 100), width: 100, height: 100)
            defer { gtk_widget_destroy(fitWindow) }
            XCTAssertEqual(gtk_widget_get_allocated_width(fitArea), 100)
            XCTAssertEqual(scaledSize(of: fitArea), [100, 50])
            let (fillHost, fillArea, fillWindow) = drawnArea(
                Image(filePath: path).resizable().scaledToFill().frame(width: 100, height: 100), width: 100, height: 100
            )
            defer { gtk_widget_destroy(fillWindow) }
            XCTAssertEqual(scaledSize(of: fillArea), [200, 100])
            let (stretchHost, stretchArea, stretchWindow) = drawnArea(
                Image(filePath: path).resizable().frame(width: 60, height: 90), width: 60, height: 90)
            defer { gtk_widget_destroy(stretchWindow) }
            XCTAssertEqual(scaledSize(of: stretchArea), [60, 90])
            let (iconHost, iconArea, iconWindow) = drawnArea(
                Image(systemName: "star.fill").resizable().frame(width: 48, height: 64), width: 48, height: 64)
            defer { gtk_widget_destroy(iconWindow) }
            XCTAssertEqual(scaledSize(of: iconArea), [48, 48], "icons stay square")
            withExtendedLifetime((fitHost, fillHost, stretchHost, iconHost)) {}
        }
    }
}
