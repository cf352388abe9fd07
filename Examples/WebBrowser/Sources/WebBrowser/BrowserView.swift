import Foundation
import GtkUI

/// The browser window: toolbar, progress, the page, and a status line.
struct BrowserView: View {
    let browser: Browser
    let startURL: String
    @State private var requested: String
    @State private var typed: String

    init(browser: Browser, startURL: String) {
        self.browser = browser
        self.startURL = startURL
        _requested = State(initialValue: startURL)
        _typed = State(initialValue: startURL)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 6) {
                Button("◀") { browser.goBack() }
                Button("▶") { browser.goForward() }
                Button("⟳") { browser.reload() }
                TextField("Address", text: $typed)
                    .frame(minWidth: 420, maxWidth: .infinity)
                Button("Go") { requested = Self.normalized(typed) }
            }
            ProgressBar(fraction: browser.progress)
                .frame(maxWidth: .infinity)
            Text(browser.title.isEmpty ? "Untitled" : browser.title).bold()
            WebView(url: requested, browser: browser)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            Text(browser.blockedMessage ?? "Blocked domains: \(browser.blockedHosts.sorted().joined(separator: ", "))")
        }
        .padding(8)
        .onChange(of: browser.address) { _, address in typed = address }
    }

    /// Adds a scheme to a typed address: a path becomes a file URL, anything else https.
    static func normalized(_ typed: String) -> String {
        let trimmed = typed.trimmingCharacters(in: .whitespaces)
        if trimmed.contains("://") { return trimmed }
        if trimmed.hasPrefix("/") { return URL(fileURLWithPath: trimmed).absoluteString }
        return "https://" + trimmed
    }
}
