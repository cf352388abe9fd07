import Foundation
import GtkUI

/// Every leaf control of the catalog, each editing state that another view shows.
struct ControlsSection: View {
    @State private var volume = 0.4
    @State private var isDragging = false
    @State private var copies = 2
    @State private var zoom = 1.0
    @State private var password = ""
    @State private var notes = "Notes are kept in a text editor.\nIt wraps long lines and scrolls."
    @State private var due = Date()
    @State private var start = Date()
    @State private var progress = 0.3

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            SectionTitle(title: "Controls")
            Slider(value: $volume, in: 0...1) {
                Text("Volume")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            } onEditingChanged: {
                isDragging = $0
            }
            Text("Volume \(Int(volume * 100))\(isDragging ? " (dragging)" : "")")
            Slider(value: $progress, in: 0...1, step: 0.1) { Text("Progress") }
            HStack(spacing: 16) {
                Stepper("Copies: \(copies)", value: $copies, in: 1...5)
                Stepper(
                    "Zoom \(String(format: "%.0f", zoom * 100)) %", onIncrement: { zoom *= 2 },
                    onDecrement: { zoom /= 2 })
            }
            ProgressView("Copying", value: progress)
            HStack(spacing: 16) {
                ProgressView()
                ProgressView("Waiting for the server")
                ProgressView(value: Optional<Double>.none)
            }
            Gauge(value: volume) {
                Text("Level")
            } currentValueLabel: {
                Text("\(Int(volume * 100)) %")
            }
            SecureField("Password", text: $password)
            Text(password.isEmpty ? "No password typed" : "Password of \(password.count) characters")
            TextEditor(text: $notes)
                .frame(height: 80)
            HStack(spacing: 8) {
                Button("Append a line") {
                    notes += "\nAppended at \(Date().formatted(date: .omitted, time: .standard))"
                }
                Text("\(notes.count) characters")
            }
            DatePicker("Due", selection: $due, displayedComponents: .date)
            DatePicker("Starts", selection: $start, in: Foundation.Calendar.current.startOfDay(for: Date())...)
                .datePickerStyle(.graphical)
            Text("Starts \(start.formatted(date: .abbreviated, time: .shortened))")
        }
    }
}
