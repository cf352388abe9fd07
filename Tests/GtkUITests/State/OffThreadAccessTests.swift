import Foundation
import Synchronization
import XCTest

@testable import GtkUI

/// A binding used from another thread warns once and is read and written on the GTK thread,
/// instead of stopping the app.
final class OffThreadAccessTests: GtkTestCase {
    @MainActor private final class Box {
        var value = 1
    }

    func testABindingUsedOffTheGtkThreadWarnsOnceAndStillReadsAndWrites() {
        onGtkThread {
            let box = Box()
            let binding = Binding(get: { box.value }, set: { box.value = $0 })
            let read = Mutex<[Int]>([])
            let finished = Mutex(false)
            let warnings = LogCapture.capture(domain: "GtkUI") {
                Thread.detachNewThread {
                    let first = binding.wrappedValue
                    binding.wrappedValue = 5
                    let second = binding.wrappedValue
                    read.withLock { $0 = [first, second] }
                    finished.withLock { $0 = true }
                }
                // The other thread's accesses wait for this loop to run them.
                let deadline = Date().addingTimeInterval(30)
                while !finished.withLock({ $0 }), Date() < deadline {
                    g_main_context_iteration(nil, 0)
                    usleep(1000)
                }
            }
            XCTAssertEqual(read.withLock { $0 }, [1, 5])
            XCTAssertEqual(box.value, 5)
            let offThread = warnings.filter { $0.contains("wrappedValue used off the GTK thread") }
            XCTAssertEqual(offThread.count, 1, "one warning for the getter and setter: \(warnings)")
        }
    }
}
