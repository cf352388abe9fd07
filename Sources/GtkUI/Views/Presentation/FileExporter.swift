import Foundation

extension View {
    /// Shows a save dialog while `isPresented` is true, and writes `document` as `contentType`
    /// to the file the user chooses.
    ///
    /// The dialog is a `GtkFileChooserNative` (the desktop's own through the portal), modal for
    /// this view's window, proposing `defaultFilename` and asking before it replaces a file.
    /// Saving or cancelling sets `isPresented` to false and then calls `onCompletion` with the
    /// file's URL, with the error writing failed with, or with `CocoaError(.userCancelled)`.
    /// Without a document nothing is shown: `isPresented` goes back to false, with a warning.
    public func fileExporter<Document: FileDocument>(
        isPresented: Binding<Bool>, document: Document?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping @MainActor (Result<URL, any Error>) -> Void
    ) -> some View {
        let write: @MainActor (URL) throws -> Void = { url in
            guard let document else { throw CocoaError(.fileWriteUnknown) }
            let wrapper = try document.fileWrapper(
                configuration: FileDocumentWriteConfiguration(contentType: contentType, existingFile: nil))
            try (wrapper.regularFileContents ?? Data()).write(to: url, options: .atomic)
        }
        let presented = Binding<Bool>(
            get: { isPresented.wrappedValue && document != nil },
            set: { isPresented.wrappedValue = $0 })
        return FileDialogPresenter(
            content: self, isPresented: presented, title: "Save",
            request: FileDialogRequest(
                mode: .save(defaultFilename: defaultFilename, write: write), contentTypes: [contentType])
        ) { result in
            onCompletion(result.map { $0[0] })
        }
        .onChange(of: isPresented.wrappedValue && document == nil, initial: true) { _, missing in
            guard missing else { return }
            Diagnostics.warn("GtkUI: fileExporter presented without a document; nothing to save")
            isPresented.wrappedValue = false
        }
    }
}
