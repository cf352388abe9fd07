import CGtkShim
import Foundation

/// Shows a `GtkFileChooserNative` while a binding is true, next to its content: the view behind
/// `.fileImporter` and `.fileExporter`. The native dialog goes through the desktop portal when
/// there is one, and is not a widget, so it lives beside the tree, owned by the node.
struct FileDialogPresenter<Content: View>: View, ContentWrapper {
    let content: Content
    let isPresented: Binding<Bool>
    /// The binding's value, read while the body that applies the modifier runs, so that a change
    /// of it updates this view.
    let shouldPresent: Bool
    let title: String
    let request: FileDialogRequest
    /// Gets the chosen files, or `CocoaError(.userCancelled)`, or the error writing failed with.
    let onCompletion: @MainActor (Result<[URL], any Error>) -> Void

    init(
        content: Content, isPresented: Binding<Bool>, title: String, request: FileDialogRequest,
        onCompletion: @escaping @MainActor (Result<[URL], any Error>) -> Void
    ) {
        self.content = content
        self.isPresented = isPresented
        shouldPresent = isPresented.wrappedValue
        self.title = title
        self.request = request
        self.onCompletion = onCompletion
    }
}

extension FileDialogPresenter: BuiltinView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        FileDialogNode(graph: graph, parent: parent, environment: environment, wrapper: self)
    }
}

/// The file dialogs GtkUI shows now, newest last, so tests can answer them as a user would.
@MainActor
enum FileDialogs {
    static var shown: [OpaquePointer] = []
}

/// Opens the dialog after a pass that made the binding true, and closes it when the binding goes
/// false or the view goes away; a response sets the binding false, then reports.
final class FileDialogNode<Content: View>: WrapperNode<FileDialogPresenter<Content>> {
    /// The dialog while shown. Owned: `gtk_file_chooser_native_new` returns a full reference (a
    /// native dialog is a plain GObject, not a floating widget), released in `close()`.
    private var dialog: OpaquePointer?
    private var response: SignalConnection?

    override init(
        graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues,
        wrapper: FileDialogPresenter<Content>
    ) {
        super.init(graph: graph, parent: parent, environment: environment, wrapper: wrapper)
        scheduleSync()
    }

    override func wrapperDidChange(from old: FileDialogPresenter<Content>) {
        scheduleSync()
    }

    override func didUnmount() {
        close()
    }

    /// After the pass, so the host is in its window, which the dialog is transient for.
    private func scheduleSync() {
        graph.afterPass { [weak self] in self?.sync() }
    }

    private func sync() {
        if wrapper.isPresented.wrappedValue, dialog == nil, isMounted {
            open()
        } else if !wrapper.isPresented.wrappedValue, dialog != nil {
            close()
        }
    }

    private func open() {
        let request = wrapper.request
        let action: GtkFileChooserAction
        switch request.mode {
        case .open:
            action = request.selectsFolders ? GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER : GTK_FILE_CHOOSER_ACTION_OPEN
        case .save: action = GTK_FILE_CHOOSER_ACTION_SAVE
        }
        guard let native = gtk_file_chooser_native_new(wrapper.title, environment.hosting?.window, action, nil, nil)
        else { return }
        gtk_native_dialog_set_modal(UnsafeMutablePointer(native), 1)
        switch request.mode {
        case .open(let multiple):
            gtk_file_chooser_set_select_multiple(native, multiple ? 1 : 0)
        case .save(let defaultFilename, _):
            gtk_file_chooser_set_do_overwrite_confirmation(native, 1)
            if let defaultFilename { gtk_file_chooser_set_current_name(native, defaultFilename) }
        }
        if let patterns = request.mimePatterns, !request.selectsFolders, let filter = gtk_file_filter_new() {
            let names = request.contentTypes.map { $0.preferredFilenameExtension ?? $0.identifier }
            gtk_file_filter_set_name(filter, names.joined(separator: ", "))
            for pattern in patterns { gtk_file_filter_add_mime_type(filter, pattern) }
            gtk_file_chooser_add_filter(native, filter)
        }
        dialog = native
        response = Signals.connect(UnsafeMutablePointer<GObject>(native), "response") { [weak self] arguments in
            self?.responded(Int32(truncatingIfNeeded: arguments[1].int ?? Int(GTK_RESPONSE_CANCEL.rawValue)))
        }
        FileDialogs.shown.append(native)
        gtk_native_dialog_show(UnsafeMutablePointer(native))
    }

    /// Closes the dialog and reports what the user chose.
    private func responded(_ responseID: Int32) {
        guard let dialog else { return }
        let chosen = responseID == GTK_RESPONSE_ACCEPT.rawValue ? Self.files(of: dialog) : []
        let request = wrapper.request
        let onCompletion = wrapper.onCompletion
        close()
        wrapper.isPresented.wrappedValue = false
        guard !chosen.isEmpty else {
            onCompletion(.failure(CocoaError(.userCancelled)))
            return
        }
        if case .save(_, let write) = request.mode {
            do {
                try write(chosen[0])
            } catch {
                onCompletion(.failure(error))
                return
            }
        }
        onCompletion(.success(chosen))
    }

    private func close() {
        guard let dialog else { return }
        response?.disconnect()
        response = nil
        self.dialog = nil
        FileDialogs.shown.removeAll { $0 == dialog }
        gtk_native_dialog_destroy(UnsafeMutablePointer(dialog))
        g_object_unref(UnsafeMutableRawPointer(dialog))
    }

    /// The chosen files as file URLs (a `file://` URI for files without a local path).
    private static func files(of dialog: OpaquePointer) -> [URL] {
        var urls: [URL] = []
        var list = gtk_file_chooser_get_files(dialog)
        let head = list
        while let node = list {
            if let file = node.pointee.data.map(OpaquePointer.init) {
                if let path = g_file_get_path(file) {
                    urls.append(URL(fileURLWithPath: String(cString: path)))
                    g_free(path)
                } else if let uri = g_file_get_uri(file) {
                    if let url = URL(string: String(cString: uri)) { urls.append(url) }
                    g_free(uri)
                }
            }
            list = node.pointee.next
        }
        g_slist_free_full(head, g_object_unref)
        return urls
    }
}
