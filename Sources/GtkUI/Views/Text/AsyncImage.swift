import Foundation

/// A view that loads a picture from a URL without blocking the window, and shows it once
/// loaded, as SwiftUI's `AsyncImage`.
///
/// The URL is read with GIO and decoded with GdkPixbuf on a thread of its own (see
/// ``AsyncImagePhase``): `file://` URLs always load; `http(s)://` ones load where GIO has a
/// backend for them (gvfs, as on GNOME desktops), and fail otherwise. A failed load logs one
/// warning naming the URL and its reason. Until the picture is there, `AsyncImage(url:)` shows a
/// grey placeholder that fills the space it is given; the other forms show what their closures
/// return. A new URL starts a new load (the old one is cancelled), and so does a view that comes
/// back after it went; loaded pictures are not cached between views.
public struct AsyncImage<Content: View> {
    let url: URL?
    let scale: Double
    let transaction: Transaction
    let content: (AsyncImagePhase) -> Content
    /// `AsyncImage(url:scale:)`: a grey placeholder before the picture loads.
    let showsDefaultPlaceholder: Bool
    @State private var loaded = AsyncImageState()

    /// Loads the picture at `url` and shows it at its own size (its pixels divided by `scale`);
    /// a grey placeholder fills the space until then, and stays when loading fails.
    nonisolated public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = Double(scale)
        transaction = Transaction()
        content = { $0.image ?? Image(systemName: "photo") }
        showsDefaultPlaceholder = true
    }

    /// Loads the picture at `url`, shows `content` with it once loaded, and `placeholder` until
    /// then (and when loading fails).
    nonisolated public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == ConditionalContent<I, P> {
        self.url = url
        self.scale = Double(scale)
        transaction = Transaction()
        self.content = { phase in
            if let image = phase.image { return ConditionalContent(storage: .trueContent(content(image))) }
            return ConditionalContent(storage: .falseContent(placeholder()))
        }
        showsDefaultPlaceholder = false
    }

    /// Loads the picture at `url` and shows what `content` returns for each phase of the load;
    /// the change to `.success` or `.failure` is made in `transaction` (give it an animation to
    /// animate the picture in).
    nonisolated public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.scale = Double(scale)
        self.transaction = transaction
        self.content = content
        showsDefaultPlaceholder = false
    }

}

// View in an extension, so that the type is not main-actor isolated and its initializers can
// store the content closure, as ForEach does.
extension AsyncImage: View {
    /// The phase's view, and the task that loads the URL.
    public var body: some View {
        shown.task(id: url) { [url, scale, transaction, loaded = $loaded] in
            guard let url else { return }
            let result = await AsyncImageLoader.load(url, scale: scale)
            guard !Task.isCancelled else { return }
            if case .failure(let error) = result { Diagnostics.warn("GtkUI: AsyncImage \(error)") }
            withTransaction(transaction) { loaded.wrappedValue = AsyncImageState(url: url, result: result) }
        }
    }

    @ViewBuilder private var shown: some View {
        if showsDefaultPlaceholder && phase.image == nil {
            AsyncImagePlaceholder()
        } else {
            content(phase)
        }
    }

    /// The phase for the current URL: a result loaded for another URL does not count.
    private var phase: AsyncImagePhase {
        guard let url, loaded.url == url, let result = loaded.result else { return .empty }
        switch result {
        case .success(let picture): return .success(Image(loaded: picture))
        case .failure(let error): return .failure(error)
        }
    }
}

/// What an ``AsyncImage`` has loaded, and for which URL.
struct AsyncImageState: Sendable {
    var url: URL?
    var result: Result<LoadedPicture, AsyncImageError>?
}

/// `AsyncImage(url:)`'s grey box before its picture loads, as flexible as SwiftUI's.
struct AsyncImagePlaceholder: View {
    var body: some View {
        Color.gray.opacity(0.25)
    }
}
