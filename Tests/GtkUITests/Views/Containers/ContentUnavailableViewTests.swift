import GtkUI
import XCTest

/// The label in `window` that shows `text`.
@MainActor
private func label(_ text: String, in window: DrawnWindow) -> UnsafeMutablePointer<GtkWidget>? {
    WidgetTree.all(gtk_label_get_type(), in: window.window).first {
        String(cString: gtk_label_get_text($0.cast())) == text
    }
}

/// The centre of `widget` in `window`'s coordinates.
@MainActor
private func centre(of widget: UnsafeMutablePointer<GtkWidget>, in window: DrawnWindow) -> (x: Int32, y: Int32) {
    var x: Int32 = 0
    var y: Int32 = 0
    gtk_widget_translate_coordinates(widget, window.window, 0, 0, &x, &y)
    return (x + gtk_widget_get_allocated_width(widget) / 2, y + gtk_widget_get_allocated_height(widget) / 2)
}

final class ContentUnavailableViewTests: GtkTestCase {
    func testAStatusPageFillsItsSpaceWithTheIconTitleAndDescriptionCentred() throws {
        try onGtkThread {
            let window = DrawnWindow(
                ContentUnavailableView("No Mail", systemImage: "envelope", description: Text("New mail shows here.")),
                width: 600, height: 500)
            defer { window.close() }
            XCTAssertEqual(WidgetTree.labels(in: window.window), ["No Mail", "New mail shows here."])
            let icon = try XCTUnwrap(WidgetTree.first(gtk_image_get_type(), in: window.window))
            XCTAssertEqual(gtk_image_get_pixel_size(icon.cast()), 128, "a status page's icon")
            var name: UnsafePointer<gchar>?
            gtk_image_get_icon_name(icon.cast(), &name, nil)
            XCTAssertEqual(name.map { String(cString: $0) }, "mail-unread-symbolic")
            let title = try XCTUnwrap(label("No Mail", in: window))
            let description = try XCTUnwrap(label("New mail shows here.", in: window))
            for widget in [icon, title, description] {
                XCTAssertEqual(centre(of: widget, in: window).x, 300, accuracy: 2, "centred across")
            }
            let iconY = centre(of: icon, in: window).y
            let descriptionY = centre(of: description, in: window).y
            XCTAssertLessThan(iconY, centre(of: title, in: window).y)
            XCTAssertLessThan(centre(of: title, in: window).y, descriptionY)
            XCTAssertEqual((iconY + descriptionY) / 2, 250, accuracy: 40, "the column sits in the middle")
            XCTAssertGreaterThan(
                Double(gtk_widget_get_allocated_height(title)),
                1.5 * Double(gtk_widget_get_allocated_height(description)),
                "the title is title-1 sized")
        }
    }

    func testTheSearchForms() {
        onGtkThread {
            let window = DrawnWindow(ContentUnavailableView.search(text: "kiwi"), width: 360, height: 360)
            defer { window.close() }
            XCTAssertEqual(
                DrawnWindow.size(of: window.host.widget), [360, 360],
                "wrapped text with bounded lines does not make the window taller")
            XCTAssertEqual(
                WidgetTree.labels(in: window.window),
                ["No Results for “kiwi”", "Check the spelling or try a new search."])
            window.host.rootView = AnyView(ContentUnavailableView.search)
            window.settle()
            XCTAssertEqual(
                WidgetTree.labels(in: window.window), ["No Results", "Check the spelling or try a new search."])
            window.host.rootView = AnyView(ContentUnavailableView.search(text: ""))
            window.settle()
            XCTAssertEqual(WidgetTree.labels(in: window.window).first, "No Results")
        }
    }

    func testACustomLabelDescriptionAndActions() {
        onGtkThread {
            var reloads = 0
            let window = DrawnWindow(
                ContentUnavailableView {
                    Text("Offline")
                } description: {
                    Text("Connect to the network.")
                } actions: {
                    Button("Retry") { reloads += 1 }
                }, width: 400, height: 300)
            defer { window.close() }
            XCTAssertEqual(WidgetTree.labels(in: window.window), ["Offline", "Connect to the network.", "Retry"])
            gtk_button_clicked(WidgetTree.button("Retry", in: window.window))
            XCTAssertEqual(reloads, 1)
        }
    }
}
