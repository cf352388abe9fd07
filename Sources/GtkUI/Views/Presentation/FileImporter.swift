import Foundation

extension View {
    /// Shows a file chooser for one file of `allowedContentTypes` while `isPresented` is true.
    ///
    /// The chooser is a `GtkFileChooserNative`, so on a desktop with a portal it is the desktop's
    /// own, modal for this view's window. Choosing or cancelling sets `isPresented` to false and
    /// then calls `onCompletion` with the file's URL, or with `CocoaError(.userCancelled)`. No
    /// types, or a type as wide as `.data` or `.item`, accepts all files; only folders selects a
    /// folder.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType],
        onCompletion: @escaping @MainActor (Result<URL, any Error>) -> Void
    ) -> some View {
        FileDialogPresenter(
            content: self, isPresented: isPresented, title: "Open",
            request: FileDialogRequest(mode: .open(allowsMultipleSelection: false), contentTypes: allowedContentTypes)
        ) { result in
            onCompletion(result.map { $0[0] })
        }
    }

    /// Shows a file chooser for files of `allowedContentTypes`, several at once when
    /// `allowsMultipleSelection`, while `isPresented` is true; `onCompletion` gets their URLs, or
    /// `CocoaError(.userCancelled)`. See ``fileImporter(isPresented:allowedContentTypes:onCompletion:)``.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping @MainActor (Result<[URL], any Error>) -> Void
    ) -> some View {
        FileDialogPresenter(
            content: self, isPresented: isPresented, title: allowsMultipleSelection ? "Open Files" : "Open",
            request: FileDialogRequest(
                mode: .open(allowsMultipleSelection: allowsMultipleSelection), contentTypes: allowedContentTypes),
            onCompletion: onCompletion)
    }
}
