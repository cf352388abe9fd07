import GtkUI

/// A `GtkProgressBar` showing a fraction from 0 to 1.
struct ProgressBar: GtkWidgetRepresentable {
    let fraction: Double

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkProgressBar> {
        gtk_progress_bar_new()!.cast()
    }

    func updateWidget(_ bar: UnsafeMutablePointer<GtkProgressBar>, context: Context) {
        if gtk_progress_bar_get_fraction(bar) != fraction { gtk_progress_bar_set_fraction(bar, fraction) }
    }
}
