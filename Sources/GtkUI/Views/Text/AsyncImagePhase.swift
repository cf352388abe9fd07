/// Where an ``AsyncImage``'s loading is, as SwiftUI's `AsyncImagePhase`: what its `content`
/// closure is given to decide what to show.
public enum AsyncImagePhase {
    /// Nothing is loaded yet (or the URL is nil).
    case empty
    /// The picture loaded.
    case success(Image)
    /// The picture could not be read or decoded.
    case failure(any Error)

    /// The loaded picture, or nil before it loads or when it failed.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// Why loading failed, or nil.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
