import GtkUI

// Previews and entries that the tests next to this file find and mount: each form of `#Preview`
// and `@Entry` that SwiftUI code uses.

#Preview("Fixture greeting") {
    Text("Hello from a preview")
}

#Preview("Fixture sized", traits: .fixedLayout(width: 200, height: 120)) {
    Text("Sized")
}

#Preview(traits: .sizeThatFitsLayout, .portrait) {
    Text("Unnamed")
}

#Preview("Fixture counter") {
    @Previewable @State var count = 2
    Button("Count \(count)") { count += 1 }
}

#Preview("Fixture returned") {
    let title = "Returned"
    return Text(title)
}

#Preview("Fixture portrait", traits: .portrait) {
    VStack {
        Text("Top")
        Text("Bottom")
    }
}

struct FixtureProvider_Previews: PreviewProvider {
    static var previews: some View {
        Text("From a provider")
    }
}

extension EnvironmentValues {
    @Entry var fixtureAccent: String = "blue"
    @Entry var fixtureCount: Int?
}

extension FocusedValues {
    @Entry var fixtureNote: String?
}

extension ContainerValues {
    @Entry var fixtureBadge: Int = 7
}

#Preview("Fixture twin") {
    Text("One")
}

#Preview("Fixture twin") {
    Text("Two")
}
