import GtkUI
import XCTest

private let preferDark = "gtk-application-prefer-dark-theme"

/// Asks for `scheme`.
private struct Preferring: View {
    let scheme: ColorScheme?

    var body: some View {
        Text("content").preferredColorScheme(scheme)
    }
}

/// `.preferredColorScheme(_:)` setting GTK's dark preference for the app.
final class PreferredColorSchemeTests: GtkTestCase {
    func testDarkSetsThePreferenceAndNilRestoresIt() {
        onGtkThread {
            GtkSettingsFixture.restoring {
                GtkSettingsFixture.setBool(preferDark, false)
                let host = HostingWidget(rootView: Preferring(scheme: .dark))
                XCTAssertTrue(GtkSettingsFixture.bool(preferDark))
                host.rootView = Preferring(scheme: .light)
                XCTAssertFalse(GtkSettingsFixture.bool(preferDark))
                host.rootView = Preferring(scheme: .dark)
                XCTAssertTrue(GtkSettingsFixture.bool(preferDark))
                host.rootView = Preferring(scheme: nil)
                XCTAssertFalse(GtkSettingsFixture.bool(preferDark), "nil restores the user's setting")
            }
        }
    }

    func testLightOverridesAUserWhoPrefersDarkUntilTheViewGoes() {
        onGtkThread {
            GtkSettingsFixture.restoring {
                GtkSettingsFixture.setBool(preferDark, true)
                let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
                let host = HostingWidget(rootView: Preferring(scheme: .light))
                gtk_container_add(window.cast(), host.widget)
                XCTAssertFalse(GtkSettingsFixture.bool(preferDark))
                gtk_widget_destroy(window)
                XCTAssertTrue(GtkSettingsFixture.bool(preferDark), "removing the view restores the user's setting")
            }
        }
    }

    func testTheViewsInTheAppSeeThePreferredScheme() {
        onGtkThread {
            GtkSettingsFixture.restoring {
                GtkSettingsFixture.setBool(preferDark, false)
                TestLoop.drain()
                let reader = HostingWidget(rootView: SchemeReader())
                let host = HostingWidget(rootView: Preferring(scheme: .dark))
                TestLoop.drain()
                XCTAssertEqual(WidgetTree.labels(in: reader.widget), ["dark"])
                host.rootView = Preferring(scheme: nil)
                TestLoop.drain()
                XCTAssertEqual(WidgetTree.labels(in: reader.widget), ["light"])
            }
        }
    }

    func testItIsAPreferenceThatAncestorsCanRead() {
        onGtkThread {
            GtkSettingsFixture.restoring {
                let seen = SchemesSeen()
                let host = HostingWidget(
                    rootView: VStack {
                        Text("first").preferredColorScheme(.dark)
                        Text("second").preferredColorScheme(nil)
                    }
                    .onPreferenceChange(PreferredColorSchemeKey.self) { seen.values.append($0) })
                XCTAssertEqual(seen.values, [.dark], "a later nil leaves the earlier view's scheme")
                XCTAssertTrue(GtkSettingsFixture.bool(preferDark))
                _ = host
            }
        }
    }

    func testTheLastViewToAskWins() {
        onGtkThread {
            GtkSettingsFixture.restoring {
                GtkSettingsFixture.setBool(preferDark, false)
                let first = HostingWidget(rootView: Preferring(scheme: .dark))
                let second = HostingWidget(rootView: Preferring(scheme: .light))
                XCTAssertFalse(GtkSettingsFixture.bool(preferDark))
                second.rootView = Preferring(scheme: nil)
                XCTAssertTrue(GtkSettingsFixture.bool(preferDark), "the first view's request holds again")
                first.rootView = Preferring(scheme: nil)
                XCTAssertFalse(GtkSettingsFixture.bool(preferDark))
            }
        }
    }
}

/// Shows the colour scheme it reads.
private struct SchemeReader: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Text(colorScheme == .dark ? "dark" : "light")
    }
}

/// The schemes an ancestor read.
@MainActor
private final class SchemesSeen {
    var values: [ColorScheme?] = []
}
