import Foundation
import GtkUI

// WebBrowser [URL-or-path] [--block host]...
// Starts on the bundled local page unless given an address; blocks blocked.example.com by default.
GtkRuntime.initializeOrExit()

var arguments = Array(CommandLine.arguments.dropFirst())
var blocked: Set<String> = []
while let index = arguments.firstIndex(of: "--block"), index + 1 < arguments.count {
    blocked.insert(arguments[index + 1])
    arguments.removeSubrange(index...(index + 1))
}
if blocked.isEmpty { blocked = ["blocked.example.com"] }

let startPage = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Pages/index.html")
let start = arguments.first.map(BrowserView.normalized) ?? startPage.absoluteString

let window = HostingWindow(rootView: BrowserView(browser: Browser(blockedHosts: blocked), startURL: start))
window.title = "GtkUI WebBrowser"
window.setDefaultSize(width: 900, height: 700)
window.onClose = { GtkRuntime.quit() }
window.present()
GtkRuntime.run()
