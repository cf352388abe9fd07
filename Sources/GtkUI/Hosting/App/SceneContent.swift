/// The root view of a scene's window: its body is the scene's content closure, so what the
/// content reads (the App's state, models) is tracked like any view body, and the window's
/// content is re-evaluated as the parent of everything below it.
struct SceneContent<Content: View>: View {
    let content: () -> Content

    var body: Content { content() }
}
