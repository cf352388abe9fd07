import GtkUI

// The system environment values of the "Coming from SwiftUI" table, compiled.

struct ComparisonSystemValues: View {
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.locale) private var locale
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        Text("\(locale.identifier) \(displayScale)")
            .opacity(reduceMotion || scenePhase != .active || horizontalSizeClass == .compact ? 0.5 : 1)
    }
}
