/// The spinning `GtkSpinner` of an indeterminate ``ProgressView``.
struct SpinnerWidget: GtkWidgetRepresentable {
    let title: String?

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkSpinner> {
        let spinner: UnsafeMutablePointer<GtkSpinner> = gtk_spinner_new()!.cast()
        gtk_spinner_start(spinner)
        return spinner
    }

    func updateWidget(_ spinner: UnsafeMutablePointer<GtkSpinner>, context: Context) {
        ControlSupport.setAccessibleName(title, on: spinner)
    }
}
