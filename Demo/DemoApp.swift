import GtkUI

/// The Demo app: one window with a sidebar of pages, plus an "About" window group.
@main
struct DemoApp: App {
    static var applicationID: String { "org.gtkui.Demo" }

    var body: some Scene {
        WindowGroup("GtkUI Demo") { DemoView() }
            .defaultSize(width: 760, height: 620)
        WindowGroup("About GtkUI Demo", id: "about") { AboutView() }
            .defaultSize(width: 360, height: 160)
    }
}
