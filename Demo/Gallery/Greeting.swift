import GtkUI

/// A small view of the Demo's own, previewed in the gallery through its ``PreviewProvider``.
struct Greeting: View {
    let name: String

    var body: some View {
        Label("Hello, \(name)!", systemImage: "person.crop.circle")
    }
}

/// Greeting's previews, written as for SwiftUI; the gallery shows them once registered.
struct Greeting_Previews: PreviewProvider {
    static var previews: some View {
        Greeting(name: "GNOME")
        Greeting(name: "Swift").font(.title2)
    }
}
