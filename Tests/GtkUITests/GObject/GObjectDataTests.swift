import XCTest

@testable import GtkUI

/// Counts the instances kept on objects that are still alive.
@MainActor
private final class Kept {
    static var live = 0
    let name: String
    init(_ name: String) {
        self.name = name
        Kept.live += 1
    }
    isolated deinit { Kept.live -= 1 }
}

/// ``GObjectData``: the one helper that keeps Swift values on GObjects.
final class GObjectDataTests: GtkTestCase {
    func testAValueIsReleasedWhenReplacedRemovedOrWhenItsObjectGoes() {
        onGtkThread {
            let start = Kept.live
            let widget = GObjectReference(adopting: gtk_label_new("x")!)
            GObjectData.set(Kept("a"), on: widget.pointer, key: "k")
            XCTAssertEqual(GObjectData.get(Kept.self, on: widget.pointer, key: "k")?.name, "a")
            GObjectData.set(Kept("b"), on: widget.pointer, key: "k")
            XCTAssertEqual(Kept.live - start, 1, "the replaced value is released")
            XCTAssertNil(GObjectData.get(String.self, on: widget.pointer, key: "k"), "another type reads as nil")
            GObjectData.set(nil, on: widget.pointer, key: "k")
            XCTAssertEqual(Kept.live - start, 0)
            XCTAssertNil(GObjectData.get(Kept.self, on: widget.pointer, key: "k"))

            var other: GObjectReference<GtkWidget>? = GObjectReference(adopting: gtk_label_new("y")!)
            GObjectData.set(Kept("c"), on: other!.pointer, key: "k")
            GObjectData.set("title", on: other!.pointer, key: "t")
            XCTAssertEqual(GObjectData.get(String.self, on: other!.pointer, key: "t"), "title")
            XCTAssertEqual(Kept.live - start, 1)
            other = nil
            XCTAssertEqual(Kept.live - start, 0, "finalising the object releases what it kept")
        }
    }

    func testAnObjectReferenceKeptOnAnotherLivesAsLongAsIt() {
        onGtkThread {
            let holder = GObjectReference(adopting: gtk_label_new("x")!)
            let kept = gtk_accel_group_new()!
            var finalised = false
            withUnsafeMutablePointer(to: &finalised) { flag in
                g_object_weak_ref(
                    kept.gObject, { data, _ in data?.assumingMemoryBound(to: Bool.self).pointee = true }, flag)
                GObjectData.set(GObjectReference(adopting: kept), on: holder.pointer, key: "group")
                XCTAssertFalse(flag.pointee)
                GObjectData.set(nil, on: holder.pointer, key: "group")
                XCTAssertTrue(flag.pointee, "removing the key drops the only reference")
            }
        }
    }
}
