import GtkUI
import Observation

/// What the browser window shows about the page, fed by the web view's signals, and the
/// commands the toolbar sends back to the web view.
@Observable
@MainActor
final class Browser {
    /// The page title.
    var title = ""
    /// The address of the page shown.
    var address = ""
    /// Load progress from 0 to 1.
    var progress = 0.0
    var canGoBack = false
    var canGoForward = false
    /// The last navigation the policy cancelled, shown to the user.
    var blockedMessage: String?

    /// Hosts whose pages may not be opened (subdomains included).
    let blockedHosts: Set<String>

    /// The web view, once made; borrowed from the representable, which owns it.
    @ObservationIgnored weak var navigator: WebViewNavigator?

    init(blockedHosts: Set<String>) {
        self.blockedHosts = blockedHosts
    }

    func goBack() { navigator?.goBack() }
    func goForward() { navigator?.goForward() }
    func reload() { navigator?.reload() }

    /// Whether `host` is a blocked host or below one.
    func isBlocked(host: String) -> Bool {
        blockedHosts.contains { host == $0 || host.hasSuffix("." + $0) }
    }
}
