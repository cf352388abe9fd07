import Foundation
import GtkUI

/// The gallery's controls: each snippet is shown live beside its `source`, which a test keeps
/// equal to the snippet's code.
struct ControlsLibrary: LibraryContentProvider {
    var views: [LibraryItem] {
        LibraryItem(
            Live(0) { $count in
                Button("Clicked \(count) times") { count += 1 }
                Button("Save") {}.buttonStyle(.borderedProminent)
                Button("Delete", role: .destructive) {}
                Button("Borderless") {}.buttonStyle(.borderless)
            },
            title: "Button", category: .control,
            source: #"""
                @State private var count = 0
                Button("Clicked \(count) times") { count += 1 }
                Button("Save") {}.buttonStyle(.borderedProminent)
                Button("Delete", role: .destructive) {}
                Button("Borderless") {}.buttonStyle(.borderless)
                """#)
        LibraryItem(
            VStack {
                Button("Add", systemImage: "plus") {}
                Button(action: {}) {
                    Image(systemName: "bell")
                    Text("Ring")
                }
                Toggle("Accent", isOn: .constant(true)).accentColor(.orange)
            },
            title: "Button with an icon, accent colour", category: .control,
            source: #"""
                VStack {
                    Button("Add", systemImage: "plus") {}
                    Button(action: {}) {
                        Image(systemName: "bell")
                        Text("Ring")
                    }
                    Toggle("Accent", isOn: .constant(true)).accentColor(.orange)
                }
                """#)
        LibraryItem(
            Live(0) { $count in
                Button("Pressed \(count) times") { count += 1 }
                    .buttonStyle(CapsuleButtonStyle())
            },
            title: "Custom button style", category: .control,
            source: #"""
                @State private var count = 0
                Button("Pressed \(count) times") { count += 1 }
                    .buttonStyle(CapsuleButtonStyle())
                """#)
        LibraryItem(
            Live(true) { $isOn in
                VStack(alignment: .leading) {
                    Toggle("Milk", isOn: $isOn)
                    Toggle("Bread", isOn: .constant(false))
                }
                .toggleStyle(ChecklistToggleStyle())
            },
            title: "Custom toggle style", category: .control,
            source: #"""
                @State private var isOn = true
                VStack(alignment: .leading) {
                    Toggle("Milk", isOn: $isOn)
                    Toggle("Bread", isOn: .constant(false))
                }
                .toggleStyle(ChecklistToggleStyle())
                """#)
        LibraryItem(
            Live(true) { $isOn in
                Toggle("Wi-Fi", isOn: $isOn)
                Toggle("Check box", isOn: $isOn).toggleStyle(.checkbox)
                Toggle("Pinned", isOn: $isOn).toggleStyle(.button)
            },
            title: "Toggle", category: .control,
            source: #"""
                @State private var isOn = true
                Toggle("Wi-Fi", isOn: $isOn)
                Toggle("Check box", isOn: $isOn).toggleStyle(.checkbox)
                Toggle("Pinned", isOn: $isOn).toggleStyle(.button)
                """#)
        LibraryItem(
            Live(0.4) { $volume in
                Slider(value: $volume, in: 0...1) { Text("Volume") }
                Text("Volume \(Int(volume * 100)) %")
            },
            title: "Slider", category: .control,
            source: #"""
                @State private var volume = 0.4
                Slider(value: $volume, in: 0...1) { Text("Volume") }
                Text("Volume \(Int(volume * 100)) %")
                """#)
        LibraryItem(
            Live(2) { $copies in
                Stepper("Copies: \(copies)", value: $copies, in: 1...5)
            },
            title: "Stepper", category: .control,
            source: #"""
                @State private var copies = 2
                Stepper("Copies: \(copies)", value: $copies, in: 1...5)
                """#)
        LibraryItem(
            Live("") { $name in
                TextField("Your name", text: $name)
                    .autocorrectionDisabled()
                    .onSubmit { name = name.uppercased() }
                Text(name.isEmpty ? "Type, then press Enter" : "Hello, \(name)!")
            },
            title: "TextField", category: .control,
            source: #"""
                @State private var name = ""
                TextField("Your name", text: $name)
                    .autocorrectionDisabled()
                    .onSubmit { name = name.uppercased() }
                Text(name.isEmpty ? "Type, then press Enter" : "Hello, \(name)!")
                """#)
        LibraryItem(
            Live("") { $password in
                SecureField("Password", text: $password)
                Text("\(password.count) characters")
            },
            title: "SecureField", category: .control,
            source: #"""
                @State private var password = ""
                SecureField("Password", text: $password)
                Text("\(password.count) characters")
                """#)
        LibraryItem(
            Live("Notes wrap long lines\nand scroll.") { $notes in
                TextEditor(text: $notes).frame(height: 80).accessibilityLabel("Notes")
            },
            title: "TextEditor", category: .control,
            source: #"""
                @State private var notes = "Notes wrap long lines\nand scroll."
                TextEditor(text: $notes).frame(height: 80).accessibilityLabel("Notes")
                """#)
        LibraryItem(
            Live(2) { $size in
                Picker("Size", selection: $size) {
                    Text("Small").tag(1)
                    Text("Medium").tag(2)
                    Text("Large").tag(3)
                }
                Picker("Size", selection: $size) {
                    Text("S").tag(1)
                    Text("M").tag(2)
                    Text("L").tag(3)
                }
                .pickerStyle(.segmented)
            },
            title: "Picker", category: .control,
            source: #"""
                @State private var size = 2
                Picker("Size", selection: $size) {
                    Text("Small").tag(1)
                    Text("Medium").tag(2)
                    Text("Large").tag(3)
                }
                Picker("Size", selection: $size) {
                    Text("S").tag(1)
                    Text("M").tag(2)
                    Text("L").tag(3)
                }
                .pickerStyle(.segmented)
                """#)
        LibraryItem(
            Live(Date()) { $due in
                DatePicker("Due", selection: $due, displayedComponents: .date)
                DatePicker("Starts", selection: $due).datePickerStyle(.graphical)
            },
            title: "DatePicker", category: .control,
            source: #"""
                @State private var due = Date()
                DatePicker("Due", selection: $due, displayedComponents: .date)
                DatePicker("Starts", selection: $due).datePickerStyle(.graphical)
                """#)
        LibraryItem(
            Live(Color.blue) { $accent in
                ColorPicker("Accent colour", selection: $accent)
                Rectangle().fill(accent).frame(height: 8)
            },
            title: "ColorPicker", category: .control,
            source: #"""
                @State private var accent = Color.blue
                ColorPicker("Accent colour", selection: $accent)
                Rectangle().fill(accent).frame(height: 8)
                """#)
        LibraryItem(
            VStack(alignment: .leading, spacing: 8) {
                ProgressView("Copying", value: 0.3)
                ProgressView("Waiting for the server")
                Gauge(value: 0.7) { Text("Level") }
            },
            title: "ProgressView and Gauge", category: .control,
            source: #"""
                VStack(alignment: .leading, spacing: 8) {
                    ProgressView("Copying", value: 0.3)
                    ProgressView("Waiting for the server")
                    Gauge(value: 0.7) { Text("Level") }
                }
                """#)
        LibraryItem(
            Live(false) { $compact in
                Toggle("Small controls", isOn: $compact)
                HStack {
                    Button("Open") {}
                    Button("Locked") {}.disabled(true)
                    Toggle("Bold", isOn: $compact).labelsHidden()
                }
                .controlSize(compact ? .small : .regular)
            },
            title: "Control size, disabled, hidden labels", category: .effect,
            source: #"""
                @State private var compact = false
                Toggle("Small controls", isOn: $compact)
                HStack {
                    Button("Open") {}
                    Button("Locked") {}.disabled(true)
                    Toggle("Bold", isOn: $compact).labelsHidden()
                }
                .controlSize(compact ? .small : .regular)
                """#)
        LibraryItem(
            Live("") { $note in
                VStack(alignment: .leading, spacing: 8) {
                    TextField("Framed", text: $note).textFieldStyle(.roundedBorder)
                    TextField("Plain, without a frame", text: $note).textFieldStyle(.plain)
                    ProgressView().progressViewStyle(.linear)
                }
            },
            title: "Text field and progress styles", category: .effect,
            source: #"""
                @State private var note = ""
                VStack(alignment: .leading, spacing: 8) {
                    TextField("Framed", text: $note).textFieldStyle(.roundedBorder)
                    TextField("Plain, without a frame", text: $note).textFieldStyle(.plain)
                    ProgressView().progressViewStyle(.linear)
                }
                """#)
    }
}
