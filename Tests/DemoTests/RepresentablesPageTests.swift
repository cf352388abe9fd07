import GtkUI
import GtkUITesting
import XCTest

@testable import Demo

/// The Demo's representables page: GTK widgets and windows inside declarative views, and back.
final class RepresentablesPageTests: XCTestCase {
    func testTheCalendarSelectionMovesFromCode() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(CalendarSection(), size: (520, 260))
            defer { host.close() }
            XCTAssertTrue(host.exists(.text("Selected: 2026-11-29")))
            host.button("Next day").tap()
            XCTAssertTrue(host.exists(.text("Selected: 2026-11-2")), "the Demo's next day wraps after the 28th")
            host.button("New Year's Day").tap()
            XCTAssertTrue(host.exists(.text("Selected: 2027-1-1")))
        }
    }

    func testTheDrawingFollowsItsState() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(DrawingSection(), size: (480, 170))
            defer { host.close() }
            host.button("Larger").tap()
            XCTAssertTrue(host.exists(.text("Radius: 35 px")))
            for _ in 0..<10 { host.button("Smaller").tap() }
            XCTAssertTrue(host.exists(.text("Radius: 5 px")), "clamped at 5")
            host.toggle("Filled").setOn(false)
            XCTAssertFalse(host.toggle("Filled").isOn)
        }
    }

    func testTheBannerOpensAPopupTransientForItsWindow() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(BannerSection(), size: (400, 100))
            defer { host.close() }
            let banner = host.button("Sponsored: learn more")
            XCTAssertTrue(banner.isEnabled, "ContainerView handed the banner its window")
            banner.tap()
            XCTAssertEqual(host.windows.count, 2, "the popup is transient for the host's window")
            guard host.windows.count == 2 else { return }
            XCTAssertEqual(host.windows[1].name, "Sponsored")
            XCTAssertTrue(host.windows[1].exists(.text(matching: "^This popup is transient")))
            host.windows[1].close()
            XCTAssertEqual(host.windows.count, 1)
        }
    }

    func testTheIslandHostsADeclarativeCounter() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(IslandSection(), size: (400, 140))
            defer { host.close() }
            XCTAssertTrue(host.exists(.text("A GtkLabel made with gtk_label_new")))
            XCTAssertTrue(host.exists(.text("Declarative inside: 0")))
            host.button("+1").tap()
            XCTAssertTrue(host.exists(.text("Declarative inside: 1")))
        }
    }

    func testTheAlertIsAnsweredWithItsButtons() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(DialogSection(), size: (400, 120))
            defer { host.close() }
            host.button("Show an alert").tap()
            XCTAssertEqual(host.windows.count, 2)
            guard host.windows.count == 2 else { return }
            let alert = host.windows[1]
            XCTAssertEqual(alert.role, ATK_ROLE_ALERT)
            XCTAssertTrue(alert.exists(.text("Keep the changes?")))
            XCTAssertTrue(alert.exists(.text("This alert is a GtkMessageDialog.")))
            alert.button("Keep").tap()
            XCTAssertEqual(host.windows.count, 1)
            XCTAssertTrue(host.exists(.text("Answer: keep")))
        }
    }
}
