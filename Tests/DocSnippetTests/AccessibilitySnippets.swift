import GtkUI

// The code of AccessibleViews.md.

struct WeightRow: View {
    let fruit: String
    let weight: String

    var body: some View {
        HStack {
            Text(fruit)
            Spacer()
            Text(weight)
        }
        .accessibilityElement(children: .combine)
    }
}

struct PlayerControls: View {
    @State private var volume = 0.5

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Now playing")
                .accessibilityAddTraits(.isHeader)
            Button(action: {}) { Image(systemName: "media-playback-start") }
                .accessibilityLabel("Play")
                .accessibilityHint("Starts the track from the beginning")
                .accessibilityIdentifier("play")
            Slider(value: $volume) { Text("Volume") }
                .accessibilityValue("\(Int(volume * 100)) percent")
            Circle().fill(.green).frame(width: 8, height: 8)
                .accessibilityLabel("Connected")
            WeightRow(fruit: "Apple", weight: "3 kg")
        }
        .padding(12)
    }
}
