import GtkUI
import XCTest

/// A user's label style: the title above the icon.
private struct Stacked: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.title
            configuration.icon
        }
    }
}

/// A user's progress style: the percentage as text.
private struct Percent: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
        }
    }
}

/// The style protocols of ``Label`` and ``ProgressView``: custom bodies, built-ins as
/// conformers.
final class OtherStyleTests: GtkTestCase {
    func testALabelStyleArrangesTitleAndIcon() {
        onGtkThread {
            let host = HostingWidget(rootView: Label("Trash", systemImage: "trash").labelStyle(Stacked()))
            XCTAssertNotNil(WidgetTree.first(gtk_image_get_type(), in: host.widget))
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Trash"])
            let box = WidgetTree.first(gtk_box_get_type(), in: host.widget)
            XCTAssertNotNil(box)
            let vertical = WidgetTree.all(gtk_box_get_type(), in: host.widget).contains {
                gtk_orientable_get_orientation(OpaquePointer($0)) == GTK_ORIENTATION_VERTICAL
            }
            XCTAssertTrue(vertical, WidgetTree.describe(host.widget))
        }
    }

    func testBuiltInLabelStylesShowTheirParts() {
        onGtkThread {
            let host = HostingWidget(
                rootView: VStack {
                    Label("A", systemImage: "trash").labelStyle(.iconOnly)
                    Label("B", systemImage: "trash").labelStyle(.titleOnly)
                    Label("C", systemImage: "trash")
                })
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["B", "C"])
            XCTAssertEqual(WidgetTree.all(gtk_image_get_type(), in: host.widget).count, 2)
        }
    }

    func testAProgressStyleGetsTheFraction() {
        onGtkThread {
            let host = HostingWidget(rootView: ProgressView("Copying", value: 3, total: 4).progressViewStyle(Percent()))
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Copying", "75%"])
            XCTAssertNil(WidgetTree.first(gtk_progress_bar_get_type(), in: host.widget))
            let linear = HostingWidget(rootView: ProgressView("Copying", value: 3, total: 4).progressViewStyle(.linear))
            XCTAssertNotNil(WidgetTree.first(gtk_progress_bar_get_type(), in: linear.widget))
        }
    }
}
