import CWebKit
import Foundation
import GtkUI

/// WebKitGTK's `WebKitWebView` as a view: the GTK form of the usual WKWebView representable.
///
/// The coordinator turns `decide-policy` into a domain block list, and `load-changed`,
/// `notify::title` and `notify::estimated-load-progress` into the browser's state.
struct WebView: GtkWidgetRepresentable {
    /// The address to load; a new value loads it.
    let url: String
    let browser: Browser

    func makeCoordinator() -> WebViewNavigator { WebViewNavigator(browser: browser) }

    func makeWidget(context: Context) -> UnsafeMutablePointer<WebKitWebView> {
        let view: UnsafeMutablePointer<WebKitWebView> = webkit_web_view_new()!.cast()
        gtk_widget_set_hexpand(view.cast(), 1)
        gtk_widget_set_vexpand(view.cast(), 1)
        let navigator = context.coordinator
        navigator.webView = view
        browser.navigator = navigator

        context.connect(view, "decide-policy") { args -> Bool in
            guard let decision = args[1].pointer(to: WebKitPolicyDecision.self),
                args[2].int == Int(WEBKIT_POLICY_DECISION_TYPE_NAVIGATION_ACTION.rawValue)
            else { return false }
            return navigator.cancelIfBlocked(decision)
        }
        context.connect(view, "load-changed") { _ in navigator.pageChanged() }
        context.connect(view, "notify::title") { _ in navigator.pageChanged() }
        context.connect(view, "notify::estimated-load-progress") { _ in
            navigator.browser.progress = webkit_web_view_get_estimated_load_progress(view)
        }
        return view
    }

    func updateWidget(_ view: UnsafeMutablePointer<WebKitWebView>, context: Context) {
        let navigator = context.coordinator
        guard navigator.requestedURL != url else { return }
        navigator.requestedURL = url
        webkit_web_view_load_uri(view, url)
    }

    static func dismantleWidget(_ view: UnsafeMutablePointer<WebKitWebView>, coordinator: WebViewNavigator) {
        coordinator.webView = nil
    }
}

/// The web view's coordinator: it reports the page to the browser and carries out its commands.
@MainActor
final class WebViewNavigator {
    let browser: Browser
    /// Borrowed from the representable, which owns the widget; nil once dismantled.
    var webView: UnsafeMutablePointer<WebKitWebView>?
    var requestedURL: String?

    init(browser: Browser) {
        self.browser = browser
    }

    func goBack() { webView.map { webkit_web_view_go_back($0) } }
    func goForward() { webView.map { webkit_web_view_go_forward($0) } }
    func reload() { webView.map { webkit_web_view_reload($0) } }

    /// Cancels navigation to a blocked host; returns whether the decision was taken.
    func cancelIfBlocked(_ decision: UnsafeMutablePointer<WebKitPolicyDecision>) -> Bool {
        let navigation: UnsafeMutablePointer<WebKitNavigationPolicyDecision> = decision.cast()
        guard let action = webkit_navigation_policy_decision_get_navigation_action(navigation),
            let request = webkit_navigation_action_get_request(action),
            let uri = webkit_uri_request_get_uri(request),
            let host = URL(string: String(cString: uri))?.host,
            browser.isBlocked(host: host)
        else { return false }
        webkit_policy_decision_ignore(decision)
        browser.blockedMessage = "Blocked: navigation to \(host) was cancelled"
        return true
    }

    /// Reads the title, address and history of the page shown.
    func pageChanged() {
        guard let view = webView else { return }
        browser.title = webkit_web_view_get_title(view).map { String(cString: $0) } ?? ""
        browser.address = webkit_web_view_get_uri(view).map { String(cString: $0) } ?? ""
        browser.canGoBack = webkit_web_view_can_go_back(view) != 0
        browser.canGoForward = webkit_web_view_can_go_forward(view) != 0
    }
}
