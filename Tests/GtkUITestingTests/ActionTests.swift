import GtkUI
import GtkUITesting
import XCTest

/// Actions run through the real widgets, and refuse what a person could not do.
final class ActionTests: XCTestCase {
    func testTypingAndClearingATextField() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Controls(), size: (400, 500))
            defer { host.close() }
            let field = host.textField("Name")
            field.type("Ada")
            XCTAssertEqual(field.value, "Ada")
            XCTAssertEqual(host.text(matching: "^Hello").value, "Hello, Ada")
            field.type(" L")
            XCTAssertEqual(host.text(matching: "^Hello").value, "Hello, Ada L", "typing goes after the text")
            field.clear()
            XCTAssertEqual(field.value, "")
            XCTAssertEqual(host.text(matching: "^Hello").value, "Hello, ")
        }
    }

    func testTypingIntoALabelFailsSayingItIsNotEditable() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Controls(), size: (400, 500))
            defer { host.close() }
            XCTAssertThrowsError(try withThrownFailures { host.text("plain").type("x") }) { error in
                XCTAssertTrue("\(error)".contains("cannot type into label \"plain\": it is not editable"), "\(error)")
            }
            XCTAssertThrowsError(try withThrownFailures { host.text("plain").clear() })
        }
    }

    func testSetOnTurnsAToggleOnOnce() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Controls(), size: (400, 500))
            defer { host.close() }
            let star = host.toggle("Star")
            XCTAssertFalse(star.isOn)
            star.setOn(true)
            XCTAssertTrue(star.isOn)
            XCTAssertTrue(host.exists(.text("starred")))
            star.setOn(true)
            XCTAssertTrue(star.isOn, "setOn(true) on an on toggle leaves it on")
            star.setOn(false)
            XCTAssertTrue(host.exists(.text("plain")))
        }
    }

    func testIncrementingASliderMovesItOneStep() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Controls(), size: (400, 500))
            defer { host.close() }
            let slider = host.slider()
            XCTAssertEqual(slider.numericValue, 2)
            slider.increment()
            XCTAssertEqual(slider.numericValue, 3)
            XCTAssertEqual(host.text(matching: "^Volume \\d").value, "Volume 3")
            slider.decrement()
            slider.decrement()
            XCTAssertEqual(host.text(matching: "^Volume \\d").value, "Volume 1")
        }
    }

    func testSelectingAPickerOption() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Controls(), size: (400, 500))
            defer { host.close() }
            let picker = host.picker("Flavor")
            XCTAssertEqual(picker.value, "Vanilla")
            picker.select("Chocolate")
            XCTAssertEqual(picker.value, "Chocolate")
            XCTAssertEqual(host.text(matching: "^Flavor:").value, "Flavor: Chocolate")
            XCTAssertThrowsError(try withThrownFailures { picker.select("Mint") }) { error in
                XCTAssertTrue("\(error)".contains("no option \"Mint\""), "\(error)")
            }
        }
    }

    func testTappingADisabledButtonFailsSayingItIsDisabled() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Controls(), size: (400, 500))
            defer { host.close() }
            let button = host.button("Disabled")
            XCTAssertFalse(button.isEnabled)
            XCTAssertThrowsError(try withThrownFailures { button.tap() }) { error in
                XCTAssertTrue(
                    "\(error)".contains("cannot tap push button \"Disabled\" [disabled]: it is disabled"), "\(error)")
            }
        }
    }

    func testPressingReturnInAFieldAndAKeyInTheWindow() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Submitter(), size: (300, 200))
            defer { host.close() }
            host.textField("Command").type("go")
            host.textField("Command").press(key: .return)
            XCTAssertTrue(host.exists(.text("Submitted go")))
            host.press(key: "k", modifiers: .command)
            XCTAssertTrue(host.exists(.text("Shortcut 1")))
        }
    }

    func testScrollingBringsARowIntoView() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(LongList(), size: (200, 150))
            defer { host.close() }
            let last = host.text("Row 59")
            XCTAssertFalse(last.isOnScreen)
            XCTAssertNil(last.frame, "no position while scrolled out of view")
            host.scroll(to: last)
            XCTAssertTrue(last.isOnScreen)
            let frame = try XCTUnwrap(host.text("Row 59").frame)
            XCTAssertGreaterThanOrEqual(frame.y, 0)
            XCTAssertLessThanOrEqual(frame.y + frame.height, 150)
        }
    }
}

/// A field that reports what was submitted, and a Ctrl+K shortcut.
private struct Submitter: View {
    @State private var command = ""
    @State private var submitted = ""
    @State private var shortcuts = 0

    var body: some View {
        VStack {
            TextField("Command", text: $command)
                .onSubmit { submitted = command }
            Text("Submitted \(submitted)")
            Text("Shortcut \(shortcuts)")
            Button("Count") { shortcuts += 1 }.keyboardShortcut("k")
        }
        .padding(12)
    }
}

/// Sixty rows in a scroll view.
private struct LongList: View {
    var body: some View {
        ScrollView {
            VStack {
                ForEach(0..<60, id: \.self) { index in Text("Row \(index)") }
            }
        }
    }
}

/// The other picker styles, a switch and a stepper.
final class ControlStyleTests: XCTestCase {
    func testSegmentedAndRadioPickersSwitchesAndSteppers() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Styles(), size: (400, 400))
            defer { host.close() }
            let segmented = host.picker("Segmented")
            XCTAssertEqual(segmented.value, "Vanilla")
            segmented.select("Chocolate")
            XCTAssertEqual(host.picker("Radio").value, "Chocolate", "both pickers share the selection")
            XCTAssertTrue(host.exists(.text("Chose Chocolate")))

            host.toggle("Switch").setOn(true)
            XCTAssertTrue(host.exists(.text("Switch on")))

            host.element(.element(role: ATK_ROLE_FILLER, name: "Stepper 3")).increment()
            XCTAssertTrue(host.exists(.text("Stepper 4")))
            XCTAssertEqual(host.slider("Volume").numericValue, 0.5)
        }
    }
}

/// Pickers in the segmented and radio-group styles, a switch, a stepper and a labelled slider.
private struct Styles: View {
    @State private var flavor = "Vanilla"
    @State private var isOn = false
    @State private var number = 3
    @State private var volume = 0.5

    var body: some View {
        VStack {
            Picker("Segmented", selection: $flavor) {
                Text("Vanilla").tag("Vanilla")
                Text("Chocolate").tag("Chocolate")
            }
            .pickerStyle(.segmented)
            Picker("Radio", selection: $flavor) {
                Text("Vanilla").tag("Vanilla")
                Text("Chocolate").tag("Chocolate")
            }
            .pickerStyle(.radioGroup)
            Text("Chose \(flavor)")
            Toggle("Switch", isOn: $isOn).toggleStyle(.switch)
            Text(isOn ? "Switch on" : "Switch off")
            Stepper("Stepper \(number)", value: $number)
            Slider(value: $volume) { Text("Volume") }
        }
        .padding(12)
    }
}
