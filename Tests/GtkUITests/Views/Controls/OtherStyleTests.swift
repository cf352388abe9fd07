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

/// A user's group box style: the label in brackets above the content.
private struct Bracketed: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            HStack {
                Text("[")
                configuration.label
                Text("]")
            }
            configuration.content
        }
    }
}

/// A user's labeled content style: the value above the label.
private struct ValueFirst: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.content
            configuration.label
        }
    }
}

/// A user's disclosure style: a button that flips the binding, and the content while expanded.
private struct Flip: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Button {
                configuration.isExpanded.toggle()
            } label: {
                configuration.label
            }
            if configuration.isExpanded { configuration.content }
        }
    }
}

/// A user's gauge style: the fraction as a percentage.
private struct GaugePercent: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text("\(Int(configuration.value * 100))%")
        }
    }
}

/// The container and gauge styles: custom bodies, and the built-ins as conformers.
final class ContainerStyleTests: GtkTestCase {
    func testAGroupBoxStyleArrangesLabelAndContent() {
        onGtkThread {
            let host = HostingWidget(rootView: GroupBox("Title") { Text("Inside") }.groupBoxStyle(Bracketed()))
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["[", "Title", "]", "Inside"])
            XCTAssertNil(WidgetTree.first(gtk_frame_get_type(), in: host.widget))
            let native = HostingWidget(rootView: GroupBox("Title") { Text("Inside") })
            XCTAssertNotNil(WidgetTree.first(gtk_frame_get_type(), in: native.widget))
        }
    }

    func testALabeledContentStylePutsTheValueFirst() {
        onGtkThread {
            let host = HostingWidget(rootView: LabeledContent("Size", value: "2 KB").labeledContentStyle(ValueFirst()))
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["2 KB", "Size"])
        }
    }

    func testADisclosureStyleFlipsTheGroupsOwnState() {
        onGtkThread {
            let host = HostingWidget(
                rootView: DisclosureGroup("More") { Text("Details") }.disclosureGroupStyle(Flip()))
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["More"])
            gtk_button_clicked(WidgetTree.button("More", in: host.widget))
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["More", "Details"], "kept by the group itself")
            let native = HostingWidget(rootView: DisclosureGroup("More") { Text("Details") })
            XCTAssertNotNil(WidgetTree.first(gtk_expander_get_type(), in: native.widget))
        }
    }

    func testAGaugeStyleGetsTheFraction() {
        onGtkThread {
            let host = HostingWidget(
                rootView: Gauge(value: 30, in: 0...120) { Text("Load") }.gaugeStyle(GaugePercent()))
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Load", "25%"])
            let native = HostingWidget(
                rootView: Gauge(value: 30, in: 0...120) { Text("Load") }.gaugeStyle(.linearCapacity))
            XCTAssertNotNil(WidgetTree.first(gtk_level_bar_get_type(), in: native.widget))
        }
    }
}
