import Foundation

/// Opens a URL, as `@Environment(\.openURL)` gives it: `openURL(url)` opens it in the user's
/// browser, mail program or file manager, through `gtk_show_uri_on_window`.
///
/// Set your own with `.environment(\.openURL, OpenURLAction { url in … })` to handle some URLs
/// in the app: return ``Result/handled`` or ``Result/discarded`` to stop there, or
/// ``Result/systemAction`` to let the desktop open it. ``Link``s inside use it too.
public struct OpenURLAction {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Outcome: Sendable {
            case handled, discarded, system(URL?)
        }

        let outcome: Outcome

        /// The handler opened the URL.
        public static let handled = Result(outcome: .handled)
        /// The handler refused the URL.
        public static let discarded = Result(outcome: .discarded)
        /// The desktop should open the URL.
        public static let systemAction = Result(outcome: .system(nil))

        /// The desktop should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(outcome: .system(url)) }
    }

    let handler: (@MainActor (URL) -> Result)?

    /// An action that asks `handler` first.
    public init(handler: @escaping @MainActor (URL) -> Result) {
        self.handler = handler
    }

    /// The desktop's action.
    init() {
        handler = nil
    }

    /// Opens `url`.
    @MainActor
    public func callAsFunction(_ url: URL) {
        _ = perform(url, toplevel: nil)
    }

    /// Opens `url` and reports whether it was opened or handled.
    @MainActor
    public func callAsFunction(_ url: URL, completion: (Bool) -> Void) {
        completion(perform(url, toplevel: nil))
    }

    /// Runs the handler, then the desktop's action if it asks for it, for the window `toplevel`.
    @MainActor
    func perform(_ url: URL, toplevel: UnsafeMutablePointer<GtkWidget>?) -> Bool {
        let outcome = handler?(url).outcome ?? .system(nil)
        switch outcome {
        case .handled: return true
        case .discarded: return false
        case .system(let other):
            return LinkOpener.open((other ?? url).absoluteString, toplevel)
        }
    }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction() }
}

extension EnvironmentValues {
    /// Opens URLs: in the desktop's programs, unless a view set an action of its own.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
