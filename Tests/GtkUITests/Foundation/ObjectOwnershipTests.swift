import GtkUI
import XCTest

final class ObjectOwnershipTests: GtkTestCase {
    func testAdoptingSinksFloatingWidgetAndReleaseFinalizesIt() {
        onGtkThread {
            let counter = FinalizationCounter()
            var owner: GObjectReference<GtkWidget>? = GObjectReference(adopting: gtk_label_new("owned")!)
            counter.watch(owner!.pointer)
            XCTAssertEqual(g_object_is_floating(owner!.pointer.gObject), 0, "adoption sinks the floating reference")
            XCTAssertEqual(owner!.pointer.gObject.pointee.ref_count, 1, "the owner holds the only reference")
            owner = nil
            XCTAssertEqual(counter.finalized, 1, "releasing the owner finalizes the widget")
        }
    }

    func testRetainingAddsAReferenceOfItsOwn() {
        onGtkThread {
            let counter = FinalizationCounter()
            let first = GObjectReference(adopting: gtk_label_new("shared")!)
            counter.watch(first.pointer)
            var second: GObjectReference<GtkWidget>? = GObjectReference(retaining: first.pointer)
            XCTAssertEqual(first.pointer.gObject.pointee.ref_count, 2)
            second = nil
            XCTAssertNil(second)
            XCTAssertEqual(counter.finalized, 0, "the first owner still keeps it alive")
            XCTAssertEqual(first.pointer.gObject.pointee.ref_count, 1)
        }
    }

    func testWeakReferenceBecomesEmptyWhenObjectIsFinalized() {
        onGtkThread {
            var owner: GObjectReference<GtkWidget>? = GObjectReference(adopting: gtk_button_new()!)
            let weak = GWeakObjectReference(owner!.pointer)
            XCTAssertTrue(weak.isAlive)
            XCTAssertEqual(weak.withObject { $0.typeName }, "GtkButton")
            owner = nil
            XCTAssertFalse(weak.isAlive)
            XCTAssertNil(weak.withObject { _ in true })
        }
    }

    func testCastAndTypeCheck() {
        onGtkThread {
            let owner = GObjectReference(adopting: gtk_check_button_new()!)
            XCTAssertTrue(owner.pointer.isInstance(of: gtk_toggle_button_get_type()))
            XCTAssertFalse(owner.pointer.isInstance(of: gtk_label_get_type()))
            let toggle: UnsafeMutablePointer<GtkToggleButton> = owner.pointer.cast()
            gtk_toggle_button_set_active(toggle, 1)
            XCTAssertEqual(gtk_toggle_button_get_active(toggle), 1)
        }
    }
}
