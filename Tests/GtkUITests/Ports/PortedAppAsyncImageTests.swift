import Foundation
import GtkUITesting
import TestLogGuard
import XCTest

@testable import GtkUI

private enum AsyncImageProbe {
    /// A 6×4 PNG in a temporary file; the caller removes it.
    @MainActor static func pictureFile() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-async-\(UUID()).png")
        let pixbuf = try XCTUnwrap(gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 6, 4))
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        gdk_pixbuf_fill(pixbuf, 0xff00_00ff)
        var error: UnsafeMutablePointer<GError>?
        XCTAssertNotEqual(gdk_pixbuf_savev(pixbuf, url.path, "png", nil, nil, &error), 0)
        return url
    }

    /// Settles `widget`'s updates until `condition` holds, giving the loading thread a moment
    /// between rounds; at most about two seconds.
    @MainActor static func settle(_ host: HostingWidget<some View>, until condition: () -> Bool) {
        for _ in 0..<400 where !condition() {
            host.flushUpdates()
            while g_main_context_iteration(nil, 0) != 0 {}
            g_usleep(5000)
        }
    }

    @MainActor static func shownPixbuf(in widget: UnsafeMutablePointer<GtkWidget>) -> (Int32, Int32)? {
        for image in WidgetTree.all(gtk_image_get_type(), in: widget) {
            let gtkImage: UnsafeMutablePointer<GtkImage> = image.cast()
            guard gtk_image_get_storage_type(gtkImage) == GTK_IMAGE_PIXBUF, let pixbuf = gtk_image_get_pixbuf(gtkImage)
            else { continue }
            return (gdk_pixbuf_get_width(pixbuf), gdk_pixbuf_get_height(pixbuf))
        }
        return nil
    }
}

/// `AsyncImage`: a picture read and decoded off GTK's thread, shown in phases.
final class PortedAppAsyncImageTests: GtkTestCase {
    func testAFileURLShowsThePlaceholderThenThePicture() throws {
        try onGtkThread {
            let url = try AsyncImageProbe.pictureFile()
            defer { try? FileManager.default.removeItem(at: url) }
            var phases: [String] = []
            let host = HostingWidget(
                rootView: AsyncImage(url: url) { phase in
                    let _ = phases.append(phase.image != nil ? "image" : phase.error != nil ? "error" : "empty")
                    if let image = phase.image { image } else { Text("Loading") }
                })
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Loading"])
            AsyncImageProbe.settle(host) { AsyncImageProbe.shownPixbuf(in: host.widget) != nil }
            XCTAssertEqual(AsyncImageProbe.shownPixbuf(in: host.widget).map { [$0.0, $0.1] }, [6, 4])
            XCTAssertEqual(phases.first, "empty")
            XCTAssertEqual(phases.last, "image")
            XCTAssertFalse(phases.contains("error"))
        }
    }

    func testTheScaleDividesThePicturesSize() throws {
        try onGtkThread {
            let url = try AsyncImageProbe.pictureFile()
            defer { try? FileManager.default.removeItem(at: url) }
            let host = HostingWidget(rootView: AsyncImage(url: url, scale: 2))
            AsyncImageProbe.settle(host) { AsyncImageProbe.shownPixbuf(in: host.widget) != nil }
            XCTAssertEqual(AsyncImageProbe.shownPixbuf(in: host.widget).map { [$0.0, $0.1] }, [3, 2])
        }
    }

    func testContentAndPlaceholder() throws {
        try onGtkThread {
            let url = try AsyncImageProbe.pictureFile()
            defer { try? FileManager.default.removeItem(at: url) }
            let host = HostingWidget(
                rootView: AsyncImage(url: url) { image in
                    image
                } placeholder: {
                    Text("Wait")
                })
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Wait"])
            AsyncImageProbe.settle(host) { AsyncImageProbe.shownPixbuf(in: host.widget) != nil }
            XCTAssertEqual(WidgetTree.labels(in: host.widget), [])
        }
    }

    func testAMissingFileFailsWithOneWarningAndKeepsThePlaceholder() {
        onGtkThread {
            let url = URL(fileURLWithPath: "/nonexistent/gtkui-missing.png")
            var failed = false
            LogCapture.expect("gtkui-missing.png", domain: "GtkUI") {
                let host = HostingWidget(
                    rootView: AsyncImage(url: url) { phase in
                        let _ = phase.error.map { _ in failed = true }
                        Text("Placeholder")
                    })
                AsyncImageProbe.settle(host) { failed }
                XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Placeholder"])
            }
            XCTAssertTrue(failed)
        }
    }
}
