import GtkUI
import XCTest

private let blue = [0x35, 0x84, 0xe4, 255]
private let red = [0xe0, 0x1b, 0x24, 255]
private let white = [255, 255, 255, 255]
private let clear = [0, 0, 0, 0]

/// The text colour GTK's CSS gives `widget`.
@MainActor
private func textColour(of widget: UnsafeMutablePointer<GtkWidget>) -> [Int] {
    var color = GdkRGBA()
    let style = gtk_widget_get_style_context(widget)
    gtk_style_context_get_color(style, gtk_style_context_get_state(style), &color)
    return [color.red, color.green, color.blue, color.alpha].map { Int(($0 * 255).rounded()) }
}

/// Whether `inner`'s allocation, in `outer`'s coordinates, is `expected` ([x, y, width, height]).
@MainActor
private func frame(of inner: UnsafeMutablePointer<GtkWidget>, in outer: UnsafeMutablePointer<GtkWidget>) -> [Int32] {
    var x: Int32 = 0
    var y: Int32 = 0
    gtk_widget_translate_coordinates(inner, outer, 0, 0, &x, &y)
    return [x, y, gtk_widget_get_allocated_width(inner), gtk_widget_get_allocated_height(inner)]
}

/// A switch, on.
private struct OnSwitch: GtkWidgetRepresentable {
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkSwitch> {
        let control: UnsafeMutablePointer<GtkSwitch> = gtk_switch_new()!.cast()
        gtk_switch_set_active(control, 1)
        return control
    }

    func updateWidget(_ control: UnsafeMutablePointer<GtkSwitch>, context: Context) {}
}

/// The CSS background colour of `widget` in its current state.
@MainActor
private func backgroundColour(of widget: UnsafeMutablePointer<GtkWidget>) -> [Int] {
    let style = gtk_widget_get_style_context(widget)
    var value = GValue()
    gtk_style_context_get_property(style, "background-color", gtk_style_context_get_state(style), &value)
    defer { g_value_unset(&value) }
    guard let boxed = g_value_get_boxed(&value) else { return [] }
    let color = boxed.assumingMemoryBound(to: GdkRGBA.self).pointee
    return [color.red, color.green, color.blue, color.alpha].map { Int(($0 * 255).rounded()) }
}

/// The colour modifiers: per-widget CSS, layers, clipping.
final class ColorModifierTests: GtkTestCase {
    func testForegroundColorReachesTheTextInside() {
        onGtkThread {
            let mounted = DrawnWindow(VStack { Text("Tinted") }.foregroundColor(.red))
            defer { mounted.close() }
            guard let label = mounted.first(gtk_label_get_type()) else { return XCTFail("no label") }
            XCTAssertEqual(textColour(of: label), red)
        }
    }

    func testChangingTheColourReplacesTheRuleInsteadOfStackingAnother() {
        onGtkThread {
            let mounted = DrawnWindow(Text("Plain"))
            defer { mounted.close() }
            guard let plainLabel = mounted.first(gtk_label_get_type()) else { return XCTFail("no label") }
            let themeColour = textColour(of: plainLabel)
            var seen: [[Int]] = []
            for color in [Color.red, .blue, .red, .blue, nil] as [Color?] {
                mounted.host.rootView = AnyView(Text("Plain").foregroundColor(color))
                mounted.settle()
                guard let label = mounted.first(gtk_label_get_type()) else { return XCTFail("no label") }
                seen.append(textColour(of: label))
            }
            XCTAssertEqual(seen, [red, blue, red, blue, themeColour])
        }
    }

    func testBackgroundColourPaintsBehindTheContentAtItsSize() {
        onGtkThread {
            let mounted = DrawnWindow(Text("Hi").background(Color.red))
            defer { mounted.close() }
            guard let label = mounted.first(gtk_label_get_type()),
                let wrapper = gtk_widget_get_parent(label)
            else { return XCTFail("no label") }
            XCTAssertEqual(DrawnWindow.size(of: wrapper), DrawnWindow.size(of: label))
            let box = frame(of: wrapper, in: mounted.host.widget)
            let pixels = mounted.render()
            XCTAssertEqual(pixels[Int(box[0]) + 1, Int(box[1]) + 1], red)
            XCTAssertEqual(pixels[Int(box[0]) - 2, Int(box[1])], clear, "nothing outside the content")
        }
    }

    func testBackgroundViewIsDrawnBelowTheContentAndSizedByIt() {
        onGtkThread {
            let mounted = DrawnWindow(Color.blue.frame(width: 40, height: 30).background { Color.red })
            defer { mounted.close() }
            let areas = WidgetTree.all(gtk_drawing_area_get_type(), in: mounted.window)
            XCTAssertEqual(areas.map(DrawnWindow.size(of:)), [[40, 30], [40, 30]])
            guard let layers = WidgetTree.first(g_type_from_name("GtkUILayers"), in: mounted.window) else {
                return XCTFail("no layers")
            }
            let box = frame(of: layers, in: mounted.host.widget)
            XCTAssertEqual(box, [80, 35, 40, 30], "the content's size, centred")
            XCTAssertEqual(mounted.render()[100, 50], blue, "the content is above its background")
        }
    }

    func testBackgroundInAShapeFillsTheShapeBehindTheContent() {
        onGtkThread {
            let mounted = DrawnWindow(Color.clear.frame(width: 100, height: 100).background(.red, in: Circle()))
            defer { mounted.close() }
            let pixels = mounted.render()
            XCTAssertEqual(pixels[100, 50], red)
            XCTAssertEqual(pixels[52, 2], clear, "outside the circle")
        }
    }

    func testOverlayIsDrawnAboveAndPlacedByItsAlignment() {
        onGtkThread {
            let mounted = DrawnWindow(
                Color.blue.frame(width: 100, height: 60)
                    .overlay(alignment: .topLeading) { Color.red.frame(width: 10, height: 10) })
            defer { mounted.close() }
            let areas = WidgetTree.all(gtk_drawing_area_get_type(), in: mounted.window)
            XCTAssertEqual(areas.map(DrawnWindow.size(of:)), [[100, 60], [10, 10]])
            guard areas.count == 2 else { return }
            XCTAssertEqual(frame(of: areas[1], in: areas[0]), [0, 0, 10, 10])
            let pixels = mounted.render()
            XCTAssertEqual(pixels[55, 25], red, "the overlay is above the content")
            XCTAssertEqual(pixels[100, 50], blue)
        }
    }

    func testBorderIsDrawnInsideWithoutChangingTheSize() {
        onGtkThread {
            let mounted = DrawnWindow(Color.white.frame(width: 50, height: 50).border(.red, width: 4))
            defer { mounted.close() }
            guard let layers = WidgetTree.first(g_type_from_name("GtkUILayers"), in: mounted.window) else {
                return XCTFail("no layers")
            }
            XCTAssertEqual(frame(of: layers, in: mounted.host.widget), [75, 25, 50, 50])
            let pixels = mounted.render()
            XCTAssertEqual(pixels[76, 50], red)
            XCTAssertEqual(pixels[78, 50], red)
            XCTAssertEqual(pixels[80, 50], white)
            XCTAssertEqual(pixels[74, 50], clear)
        }
    }

    func testCornerRadiusAndClipShapeClipTheContent() {
        onGtkThread {
            let mounted = DrawnWindow(
                HStack(spacing: 0) {
                    Color.red.frame(width: 100, height: 100).cornerRadius(30)
                    Color.blue.frame(width: 100, height: 100).clipShape(Circle())
                })
            defer { mounted.close() }
            let pixels = mounted.render()
            XCTAssertEqual(pixels[2, 2], clear, "the rounded corner")
            XCTAssertEqual(pixels[50, 2], red)
            XCTAssertEqual(pixels[50, 50], red)
            XCTAssertEqual(pixels[110, 10], clear, "outside the circle")
            XCTAssertEqual(pixels[150, 50], blue)
            XCTAssertEqual(pixels[103, 50], blue)
        }
    }

    func testOpacityIsClampedWithOneWarning() {
        onGtkThread {
            var opacities: [Double] = []
            let messages = LogCapture.capture(domain: "GtkUI") {
                let mounted = DrawnWindow(
                    VStack {
                        Text("Half").opacity(0.5); Text("Over").opacity(2)
                    })
                for label in WidgetTree.all(gtk_label_get_type(), in: mounted.window) {
                    opacities.append(gtk_widget_get_opacity(gtk_widget_get_parent(label)))
                }
                mounted.close()
            }
            // GTK keeps opacity in 8 bits.
            XCTAssertEqual(opacities.map { ($0 * 255).rounded() }, [128, 255])
            XCTAssertEqual(messages.filter { $0.contains("opacity 2.0") }.count, 1, "\(messages)")
        }
    }

    func testHalfOpaqueContentIsDrawnHalfTransparent() {
        onGtkThread {
            let mounted = DrawnWindow(Color.white.opacity(1).opacity(0.5))
            defer { mounted.close() }
            XCTAssertTrue(isClose(mounted.render()[100, 50], [128, 128, 128, 128], tolerance: 2))
        }
    }

    func testShadowIsDrawnOutsideTheViewByItsOffset() {
        onGtkThread {
            let mounted = DrawnWindow(
                Color.white.frame(width: 40, height: 40).shadow(color: .black, radius: 0, x: 10, y: 10))
            defer { mounted.close() }
            let pixels = mounted.render()
            // The view spans 80…120 × 30…70; its shadow 90…130 × 40…80.
            XCTAssertEqual(pixels[100, 50], white)
            XCTAssertEqual(pixels[125, 75], [0, 0, 0, 255])
            XCTAssertEqual(pixels[85, 75], clear)
        }
    }

    func testNegativeBorderWidthAndShadowRadiusWarnOnceEach() {
        onGtkThread {
            let messages = LogCapture.capture(domain: "GtkUI") {
                let mounted = DrawnWindow(Text("x").border(.red, width: -2).shadow(radius: -1))
                mounted.close()
            }
            XCTAssertEqual(messages.filter { $0.contains("border width -2.0") }.count, 1, "\(messages)")
            XCTAssertEqual(messages.filter { $0.contains("shadow radius -1.0") }.count, 1, "\(messages)")
        }
    }

    func testTintColoursTheControlsInsideAndLeavesWhenRemoved() {
        onGtkThread {
            let mounted = DrawnWindow(
                VStack {
                    OnSwitch().tint(.red); OnSwitch()
                })
            defer { mounted.close() }
            var switches = WidgetTree.all(gtk_switch_get_type(), in: mounted.window)
            guard switches.count == 2 else { return XCTFail("\(switches.count) switches") }
            let untinted = backgroundColour(of: switches[1])
            XCTAssertEqual(backgroundColour(of: switches[0]), red)
            XCTAssertNotEqual(untinted, red)

            mounted.host.rootView = AnyView(
                VStack {
                    OnSwitch().tint(.blue); OnSwitch()
                })
            mounted.settle()
            switches = WidgetTree.all(gtk_switch_get_type(), in: mounted.window)
            XCTAssertEqual(switches.map(backgroundColour(of:)), [blue, untinted])

            mounted.host.rootView = AnyView(
                VStack {
                    OnSwitch().tint(nil); OnSwitch()
                })
            mounted.settle()
            switches = WidgetTree.all(gtk_switch_get_type(), in: mounted.window)
            XCTAssertEqual(switches.map(backgroundColour(of:)), [untinted, untinted])
        }
    }

    func testUnmountingReleasesEveryWidgetCoordinatorAndHandler() {
        onGtkThread {
            let widgets = Diagnostics.liveWidgets.value
            let coordinators = Diagnostics.liveCoordinators.value
            let boxes = Diagnostics.liveSignalBoxes.value
            let finalized = FinalizationCounter()
            let mounted = DrawnWindow(
                VStack {
                    Text("All").foregroundColor(.red).background(Color.blue).cornerRadius(4).shadow(radius: 2)
                        .opacity(0.5).border(.green).tint(.pink)
                    Circle().stroke(.red, lineWidth: 2).overlay { Text("In") }.background { Color.gray }
                    GeometryReader { proxy in Text("\(proxy.size.width)") }
                })
            let layers = WidgetTree.all(g_type_from_name("GtkUILayers"), in: mounted.window)
            // The background, the overlay, the second background and the GeometryReader's own.
            XCTAssertEqual(layers.count, 4)
            layers.forEach { finalized.watch($0) }
            XCTAssertGreaterThan(Diagnostics.liveSignalBoxes.value, boxes)
            mounted.close()
            TestLoop.drain()
            XCTAssertEqual(finalized.finalized, 4)
            XCTAssertEqual(Diagnostics.liveWidgets.value, widgets)
            XCTAssertEqual(Diagnostics.liveCoordinators.value, coordinators)
            XCTAssertEqual(Diagnostics.liveSignalBoxes.value, boxes)
        }
    }
}
