import Foundation
import XCTest

@testable import GtkUI

/// `Text(_:style:)`, `Text(_:format:)`, strikethrough and underline.
final class TextDateAndDecorationTests: GtkTestCase {
    func testDateStylesAndFormats() {
        onGtkThread {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = .current
            let date = calendar.date(from: DateComponents(year: 2026, month: 6, day: 3, hour: 15, minute: 45))!
            XCTAssertTrue(Text(date, style: .date).content.contains("2026"), Text(date, style: .date).content)
            XCTAssertFalse(Text(date, style: .date).content.contains("45"), "no time in the date style")
            XCTAssertTrue(Text(date, style: .time).content.contains("45"), Text(date, style: .time).content)
            let now = Date()
            XCTAssertEqual(Text.format(now.addingTimeInterval(-3_725), style: .timer, now: now), "1:02:05")
            XCTAssertEqual(Text.format(now.addingTimeInterval(65), style: .timer, now: now), "1:05")
            XCTAssertEqual(Text.format(now.addingTimeInterval(7_200), style: .offset, now: now), "+2 hours")
            XCTAssertEqual(Text.format(now.addingTimeInterval(-3 * 86_400), style: .offset, now: now), "-3 days")
            XCTAssertEqual(Text(now.addingTimeInterval(7_300), style: .relative).content, "in 2 hours")
            XCTAssertEqual(Text(0.25, format: .percent).content, "25%")
        }
    }

    func testStrikethroughAndUnderlineAreSpansAroundPlainText() {
        onGtkThread {
            let struck = Text("a<b").strikethrough()
            XCTAssertTrue(struck.isMarkup)
            XCTAssertEqual(struck.content, "<span strikethrough=\"true\">a&lt;b</span>")
            XCTAssertEqual(
                Text("x").bold().underline(color: Color(red: 1, green: 0, blue: 0)).content,
                "<span underline=\"single\" underline_color=\"#ff0000\"><span weight=\"700\">x</span></span>")
            XCTAssertEqual(Text("x").strikethrough(false).content, "x")

            let host = HostingWidget(rootView: Text("Done").strikethrough())
            let label: UnsafeMutablePointer<GtkLabel> = firstWidget(gtk_label_get_type(), in: host)
            XCTAssertEqual(gtk_label_get_text(label).map { String(cString: $0) }, "Done")
        }
    }
}
