import Foundation
import XCTest

@testable import GtkUI

/// What the dialogs reported.
@MainActor
private final class Outcome {
    var results: [Result<[URL], any Error>] = []
    var presented: Binding<Bool>?
}

private struct Importer: View {
    let outcome: Outcome
    let types: [UTType]
    let multiple: Bool
    @State private var isPresented = false

    var body: some View {
        outcome.presented = $isPresented
        return Text("importer")
            .fileImporter(
                isPresented: $isPresented, allowedContentTypes: types, allowsMultipleSelection: multiple
            ) { outcome.results.append($0) }
    }
}

private struct SingleImporter: View {
    let outcome: Outcome
    @State private var isPresented = false

    var body: some View {
        outcome.presented = $isPresented
        return Text("importer")
            .fileImporter(isPresented: $isPresented, allowedContentTypes: [.plainText]) { result in
                outcome.results.append(result.map { [$0] })
            }
    }
}

private struct Note: FileDocument {
    static let readableContentTypes: [UTType] = [.plainText]
    var text: String
    init(text: String) { self.text = text }
    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

private struct Exporter: View {
    let outcome: Outcome
    let document: Note?
    @State private var isPresented = false

    var body: some View {
        outcome.presented = $isPresented
        return Text("exporter")
            .fileExporter(
                isPresented: $isPresented, document: document, contentType: .plainText, defaultFilename: "Note.txt"
            ) { result in
                outcome.results.append(result.map { [$0] })
            }
    }
}

/// A folder with a.txt, b.txt and c.png, removed by `remove()`.
@MainActor
private struct Scratch {
    let folder: URL

    init() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-files-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["a.txt", "b.txt", "c.png"] {
            try? Data(name.utf8).write(to: folder.appendingPathComponent(name))
        }
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// Selects `names` in the chooser, as a user would, and waits until the chooser has them.
    func choose(_ names: [String], in chooser: OpaquePointer) {
        // In the folder first: selecting a file elsewhere moves there and drops the selection.
        gtk_file_chooser_set_current_folder(chooser, folder.path)
        // One at a time: until the folder is loaded, the chooser keeps one pending selection.
        for (index, name) in names.enumerated() {
            let file = g_file_new_for_path(folder.appendingPathComponent(name).path)
            gtk_file_chooser_select_file(chooser, file, nil)
            g_object_unref(UnsafeMutableRawPointer(file))
            let loaded = TestLoop.run(until: { selectionCount(chooser) == index + 1 })
            XCTAssertTrue(loaded, "the chooser selected \(name)")
        }
    }
}

/// The dialog shown now, after presenting through the binding.
@MainActor
private func present(_ outcome: Outcome, in window: HostingWindow<some View>) -> OpaquePointer? {
    outcome.presented?.wrappedValue = true
    window.flushUpdates()
    XCTAssertEqual(FileDialogs.shown.count, 1, "one file dialog shown")
    return FileDialogs.shown.last
}

@MainActor
private func selectionCount(_ chooser: OpaquePointer) -> Int {
    let files = gtk_file_chooser_get_files(chooser)
    defer { g_slist_free_full(files, g_object_unref) }
    return Int(g_slist_length(files))
}

@MainActor
private func chosenPath(_ chooser: OpaquePointer) -> String? {
    guard let file = gtk_file_chooser_get_file(chooser) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(file)) }
    guard let path = g_file_get_path(file) else { return nil }
    defer { g_free(path) }
    return String(cString: path)
}

/// Answers the dialog as its buttons would.
@MainActor
private func respond(_ chooser: OpaquePointer, _ response: GtkResponseType) {
    SignalEmitter.emit(
        UnsafeMutablePointer<GObject>(chooser), "response", UnsafeMutableRawPointer(bitPattern: Int(response.rawValue)))
}

final class FileDialogTests: GtkTestCase {
    func testImporterShowsANativeChooserForItsWindowAndReportsTheChosenFile() {
        onGtkThread {
            let outcome = Outcome()
            let scratch = Scratch()
            defer { scratch.remove() }
            let window = HostingWindow(rootView: SingleImporter(outcome: outcome))
            window.present()
            defer { window.close() }
            XCTAssertTrue(FileDialogs.shown.isEmpty, "nothing shown before the binding is true")
            guard let chooser = present(outcome, in: window) else { return }
            let native = UnsafeMutablePointer<GtkNativeDialog>(chooser)
            XCTAssertEqual(gtk_native_dialog_get_transient_for(native), window.window, "transient for the host")
            XCTAssertEqual(gtk_native_dialog_get_modal(native), 1)
            XCTAssertEqual(gtk_file_chooser_get_action(chooser), GTK_FILE_CHOOSER_ACTION_OPEN)
            XCTAssertEqual(gtk_file_chooser_get_select_multiple(chooser), 0)
            let filters = gtk_file_chooser_list_filters(chooser)
            XCTAssertEqual(g_slist_length(filters), 1, "a filter for the allowed types")
            g_slist_free(filters)

            scratch.choose(["a.txt"], in: chooser)
            respond(chooser, GTK_RESPONSE_ACCEPT)
            XCTAssertEqual(outcome.presented?.wrappedValue, false, "the binding goes back to false")
            XCTAssertTrue(FileDialogs.shown.isEmpty, "the dialog is gone")
            XCTAssertEqual(outcome.results.count, 1)
            let urls = try? outcome.results.first?.get()
            XCTAssertEqual(urls?.map(\.lastPathComponent), ["a.txt"])
            XCTAssertEqual(urls?.first?.isFileURL, true)
            window.flushUpdates()
            XCTAssertTrue(FileDialogs.shown.isEmpty, "not shown again by the next update")
        }
    }

    func testCancelReportsUserCancelledAndClosesTheDialog() {
        onGtkThread {
            let outcome = Outcome()
            let scratch = Scratch()
            defer { scratch.remove() }
            let window = HostingWindow(rootView: Importer(outcome: outcome, types: [.image], multiple: false))
            window.present()
            defer { window.close() }
            guard let chooser = present(outcome, in: window) else { return }
            respond(chooser, GTK_RESPONSE_CANCEL)
            XCTAssertEqual(outcome.presented?.wrappedValue, false)
            XCTAssertTrue(FileDialogs.shown.isEmpty)
            guard case .failure(let error) = outcome.results.first else { return XCTFail("no failure reported") }
            XCTAssertEqual((error as? CocoaError)?.code, .userCancelled)
        }
    }

    func testMultipleSelectionReportsEveryChosenFile() {
        onGtkThread {
            let outcome = Outcome()
            let scratch = Scratch()
            defer { scratch.remove() }
            let window = HostingWindow(rootView: Importer(outcome: outcome, types: [.plainText], multiple: true))
            window.present()
            defer { window.close() }
            guard let chooser = present(outcome, in: window) else { return }
            XCTAssertEqual(gtk_file_chooser_get_select_multiple(chooser), 1)
            scratch.choose(["a.txt"], in: chooser)
            // Select all, as Ctrl+A would: the filter leaves out c.png.
            gtk_file_chooser_select_all(chooser)
            XCTAssertTrue(TestLoop.run(until: { selectionCount(chooser) == 2 }), "both text files selected")
            respond(chooser, GTK_RESPONSE_ACCEPT)
            let urls = try? outcome.results.first?.get()
            XCTAssertEqual(Set(urls?.map(\.lastPathComponent) ?? []), ["a.txt", "b.txt"])
        }
    }

    /// The bad input: an importer given no types accepts all files.
    func testAnImporterWithoutTypesAcceptsAllFilesAndFoldersSelectFolders() {
        onGtkThread {
            let outcome = Outcome()
            let scratch = Scratch()
            defer { scratch.remove() }
            let window = HostingWindow(rootView: Importer(outcome: outcome, types: [], multiple: false))
            window.present()
            guard let chooser = present(outcome, in: window) else { return window.close() }
            XCTAssertNil(gtk_file_chooser_list_filters(chooser), "no filter: every file")
            scratch.choose(["c.png"], in: chooser)
            respond(chooser, GTK_RESPONSE_ACCEPT)
            XCTAssertEqual((try? outcome.results.first?.get())?.map(\.lastPathComponent), ["c.png"])
            window.close()

            let folders = Outcome()
            let folderWindow = HostingWindow(rootView: Importer(outcome: folders, types: [.folder], multiple: false))
            folderWindow.present()
            defer { folderWindow.close() }
            guard let folderChooser = present(folders, in: folderWindow) else { return }
            XCTAssertEqual(gtk_file_chooser_get_action(folderChooser), GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER)
        }
    }

    func testSettingTheBindingFalseOrRemovingTheViewClosesTheDialogWithoutAReport() {
        onGtkThread {
            let outcome = Outcome()
            let scratch = Scratch()
            defer { scratch.remove() }
            let window = HostingWindow(rootView: Importer(outcome: outcome, types: [.plainText], multiple: false))
            window.present()
            guard present(outcome, in: window) != nil else { return window.close() }
            outcome.presented?.wrappedValue = false
            window.flushUpdates()
            XCTAssertTrue(FileDialogs.shown.isEmpty, "closed by the binding")
            XCTAssertNotNil(present(outcome, in: window), "shown again")
            window.close()
            XCTAssertTrue(FileDialogs.shown.isEmpty, "closed with its window")
            XCTAssertTrue(outcome.results.isEmpty)
        }
    }

    func testExporterProposesTheDefaultNameAndWritesTheDocument() throws {
        try onGtkThread {
            let outcome = Outcome()
            let scratch = Scratch()
            defer { scratch.remove() }
            let window = HostingWindow(rootView: Exporter(outcome: outcome, document: Note(text: "hello")))
            window.present()
            defer { window.close() }
            guard let chooser = present(outcome, in: window) else { return }
            XCTAssertEqual(gtk_file_chooser_get_action(chooser), GTK_FILE_CHOOSER_ACTION_SAVE)
            XCTAssertEqual(gtk_file_chooser_get_current_name(chooser).map { String(cString: $0) }, "Note.txt")
            let target = scratch.folder.appendingPathComponent("saved.txt")
            gtk_file_chooser_set_current_folder(chooser, scratch.folder.path)
            gtk_file_chooser_set_current_name(chooser, "saved.txt")
            XCTAssertTrue(TestLoop.run(until: { chosenPath(chooser) == target.path }))
            respond(chooser, GTK_RESPONSE_ACCEPT)
            XCTAssertEqual(outcome.presented?.wrappedValue, false)
            XCTAssertEqual((try? outcome.results.first?.get())?.first?.lastPathComponent, "saved.txt")
            XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "hello")
        }
    }

    func testExporterWithoutADocumentWarnsAndShowsNothing() {
        onGtkThread {
            let outcome = Outcome()
            let scratch = Scratch()
            defer { scratch.remove() }
            let window = HostingWindow(rootView: Exporter(outcome: outcome, document: nil))
            window.present()
            defer { window.close() }
            let messages = LogCapture.capture(domain: "GtkUI") {
                outcome.presented?.wrappedValue = true
                window.flushUpdates()
            }
            XCTAssertTrue(FileDialogs.shown.isEmpty)
            XCTAssertEqual(messages.filter { $0.contains("fileExporter") }.count, 1)
            XCTAssertEqual(outcome.presented?.wrappedValue, false)
        }
    }
}
