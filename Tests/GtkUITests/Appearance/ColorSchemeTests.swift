import GtkUI
import XCTest

/// Counts evaluations of the views below.
@MainActor
private final class BodyCounter {
    var reader = 0
    var other = 0
}

/// Shows the colour scheme it reads.
private struct SchemeLabel: View {
    let counter: BodyCounter
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        counter.reader += 1
        return Text(colorScheme == .dark ? "dark" : "light")
    }
}

/// Reads nothing from the environment.
private struct PlainLabel: View {
    let counter: BodyCounter

    var body: some View {
        counter.other += 1
        return Text("plain")
    }
}

/// `@Environment(\.colorScheme)` following GTK's settings.
final class ColorSchemeTests: GtkTestCase {
    func testColorSchemeIsLightByDefault() {
        onGtkThread {
            GtkSettingsFixture.restoring {
                GtkSettingsFixture.setBool(GtkSettingsFixture.preferDark, false)
                TestLoop.drain()
                let counter = BodyCounter()
                let host = HostingWidget(rootView: SchemeLabel(counter: counter))
                XCTAssertEqual(WidgetTree.labels(in: host.widget), ["light"])
                XCTAssertEqual(EnvironmentValues().colorScheme, .light)
            }
        }
    }

    func testColorSchemeFollowsPreferDarkAndBack() {
        onGtkThread {
            GtkSettingsFixture.restoring {
                GtkSettingsFixture.setBool(GtkSettingsFixture.preferDark, false)
                TestLoop.drain()
                let counter = BodyCounter()
                let host = HostingWidget(
                    rootView: VStack {
                        SchemeLabel(counter: counter)
                        PlainLabel(counter: counter)
                    })
                XCTAssertEqual(WidgetTree.labels(in: host.widget), ["light", "plain"])
                XCTAssertEqual([counter.reader, counter.other], [1, 1])

                GtkSettingsFixture.setBool(GtkSettingsFixture.preferDark, true)
                TestLoop.drain()
                XCTAssertEqual(WidgetTree.labels(in: host.widget), ["dark", "plain"])
                XCTAssertEqual([counter.reader, counter.other], [2, 1], "only the reader is evaluated again")

                GtkSettingsFixture.setBool(GtkSettingsFixture.preferDark, false)
                TestLoop.drain()
                XCTAssertEqual(WidgetTree.labels(in: host.widget), ["light", "plain"])
                XCTAssertEqual([counter.reader, counter.other], [3, 1])

                // Setting the same value again changes nothing.
                GtkSettingsFixture.setBool(GtkSettingsFixture.preferDark, false)
                TestLoop.drain()
                XCTAssertEqual(counter.reader, 3)
            }
        }
    }

    func testEveryHostFollowsTheSetting() {
        onGtkThread {
            GtkSettingsFixture.restoring {
                GtkSettingsFixture.setBool(GtkSettingsFixture.preferDark, false)
                TestLoop.drain()
                let counter = BodyCounter()
                let first = HostingWidget(rootView: SchemeLabel(counter: counter))
                let second = HostingWidget(rootView: SchemeLabel(counter: counter))
                GtkSettingsFixture.setBool(GtkSettingsFixture.preferDark, true)
                TestLoop.drain()
                XCTAssertEqual(WidgetTree.labels(in: first.widget), ["dark"])
                XCTAssertEqual(WidgetTree.labels(in: second.widget), ["dark"])
            }
        }
    }

    func testDarkThemeNameMeansDark() {
        onGtkThread {
            GtkSettingsFixture.restoring {
                GtkSettingsFixture.setBool(GtkSettingsFixture.preferDark, false)
                GtkSettingsFixture.setString(GtkSettingsFixture.themeName, "Adwaita")
                TestLoop.drain()
                let counter = BodyCounter()
                let host = HostingWidget(rootView: SchemeLabel(counter: counter))
                XCTAssertEqual(WidgetTree.labels(in: host.widget), ["light"])

                GtkSettingsFixture.setString(GtkSettingsFixture.themeName, "Adwaita-dark")
                TestLoop.drain()
                XCTAssertEqual(WidgetTree.labels(in: host.widget), ["dark"])

                GtkSettingsFixture.setString(GtkSettingsFixture.themeName, "Adwaita")
                TestLoop.drain()
                XCTAssertEqual(WidgetTree.labels(in: host.widget), ["light"])
                XCTAssertEqual(counter.reader, 3)
            }
        }
    }

    func testHostMadeWhileDarkStartsDark() {
        onGtkThread {
            GtkSettingsFixture.restoring {
                GtkSettingsFixture.setBool(GtkSettingsFixture.preferDark, true)
                TestLoop.drain()
                let host = HostingWidget(rootView: SchemeLabel(counter: BodyCounter()))
                XCTAssertEqual(WidgetTree.labels(in: host.widget), ["dark"])
            }
        }
    }
}
