import CGtkShim
import Foundation
import GtkUI

// gtkui-preview [--target NAME] [--timeout SECONDS] [PACKAGE_DIR]: builds the target, opens a
// window listing its previews, shows the selected one live, and rebuilds on every save.

let options: PreviewOptions
switch PreviewOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed): options = parsed
case .failure(let failure):
    FileHandle.standardError.write(Data("gtkui-preview: \(failure)\n".utf8))
    exit(2)
}

let target: PreviewTarget
switch PreviewTarget.resolve(packageDirectory: options.packageDirectory, named: options.target) {
case .success(let resolved): target = resolved
case .failure(let failure):
    FileHandle.standardError.write(Data("gtkui-preview: \(failure)\n".utf8))
    exit(1)
}

MainActor.assumeIsolated {
    GtkRuntime.initializeOrExit()
    guard gtkui_display_is_x11() != 0 else {
        FileHandle.standardError.write(
            Data("gtkui-preview: previews show through X11's XEMBED; run with GDK_BACKEND=x11 (XWayland)\n".utf8))
        exit(1)
    }
    let session = PreviewSession(target: target, options: options)
    let window = HostingWindow(rootView: PreviewBrowser(session: session))
    window.title = "Previews — \(target.name)"
    window.setDefaultSize(width: 1040, height: 720)
    window.onClose = {
        session.stop()
        gtk_main_quit()
    }
    window.present()
    session.start()
    gtk_main()
}
