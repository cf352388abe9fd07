import Foundation
import GtkUIBundler

// Packages a GtkUI app: `gtkui-bundle deb` or `gtkui-bundle dir`. See the "Shipping your app" guide.
exit(CommandLineTool.main(arguments: Array(CommandLine.arguments.dropFirst())))
