import Foundation
import GtkUITesting
import TestLogGuard
import XCTest

@testable import GtkUI

private final class Calls {
    var names: [String] = []
}

private struct LegacyAlertScreen: View {
    let calls: Calls
    let expose: (Binding<Bool>) -> Void
    @State private var shown = false

    var body: some View {
        expose($shown)
        return Text("Screen")
            .alert(isPresented: $shown) {
                Alert(
                    title: Text("Delete the file?"), message: Text("It cannot be undone."),
                    primaryButton: .destructive(Text("Delete")) { calls.names.append("delete") },
                    secondaryButton: .cancel())
            }
    }
}

private struct Pick: Identifiable {
    let id: Int
}

private struct ItemAlertScreen: View {
    let expose: (Binding<Pick?>) -> Void
    @State private var pick: Pick?

    var body: some View {
        expose($pick)
        return Text("Screen").alert(item: $pick) { pick in Alert(title: Text("Pick \(pick.id)")) }
    }
}

private struct ActionSheetScreen: View {
    let calls: Calls
    let expose: (Binding<Bool>) -> Void
    @State private var shown = false

    var body: some View {
        expose($shown)
        return Text("Screen")
            .actionSheet(isPresented: $shown) {
                ActionSheet(
                    title: Text("Share"), message: Text("Send the photo"),
                    buttons: [.default(Text("Mail")) { calls.names.append("mail") }])
            }
    }
}

private struct PresentationModeSheet: View {
    @Environment(\.presentationMode) var presentationMode
    let seen: (Bool) -> Void

    var body: some View {
        seen(presentationMode.wrappedValue.isPresented)
        return Button("Finish") { presentationMode.wrappedValue.dismiss() }
    }
}

private struct PresentationModeScreen: View {
    let expose: (Binding<Bool>) -> Void
    let seen: (Bool) -> Void
    @State private var shown = false

    var body: some View {
        expose($shown)
        return Text("Screen").sheet(isPresented: $shown) { PresentationModeSheet(seen: seen) }
    }
}

/// SwiftUI's older presentation API that public apps still use: each works as SwiftUI's does.
final class PortedAppLegacyTests: GtkTestCase {
    func testALegacyAlertShowsItsTextsAndButtonsAndRunsTheChosenAction() throws {
        try onGtkThread {
            let calls = Calls()
            var binding: Binding<Bool>?
            let host = try ViewHost(LegacyAlertScreen(calls: calls, expose: { binding = $0 }), size: (300, 200))
            defer { host.close() }
            binding?.wrappedValue = true
            host.settle()
            XCTAssertEqual(host.windows.count, 2)
            let alert = host.windows[1]
            XCTAssertEqual(alert.role, ATK_ROLE_ALERT)
            XCTAssertTrue(alert.exists(.text("Delete the file?")), alert.description)
            XCTAssertTrue(alert.exists(.text("It cannot be undone.")))
            XCTAssertTrue(alert.exists(.button("Cancel")), "the .cancel() button is labelled Cancel")
            alert.button("Delete").tap()
            XCTAssertEqual(calls.names, ["delete"])
            XCTAssertEqual(binding?.wrappedValue, false)
            XCTAssertEqual(host.windows.count, 1)
        }
    }

    func testAnAlertForAnItemShowsWhileTheItemIsSetAndClearsIt() throws {
        try onGtkThread {
            var binding: Binding<Pick?>?
            let host = try ViewHost(ItemAlertScreen(expose: { binding = $0 }), size: (300, 200))
            defer { host.close() }
            XCTAssertEqual(host.windows.count, 1)
            binding?.wrappedValue = Pick(id: 7)
            host.settle()
            XCTAssertEqual(host.windows.count, 2)
            XCTAssertTrue(host.windows[1].exists(.text("Pick 7")), host.windows[1].description)
            host.windows[1].button("OK").tap()
            XCTAssertNil(binding?.wrappedValue?.id)
            XCTAssertEqual(host.windows.count, 1)
        }
    }

    func testAnActionSheetIsAConfirmationDialogWithACancelButton() throws {
        try onGtkThread {
            let calls = Calls()
            var binding: Binding<Bool>?
            let host = try ViewHost(ActionSheetScreen(calls: calls, expose: { binding = $0 }), size: (300, 200))
            defer { host.close() }
            binding?.wrappedValue = true
            host.settle()
            XCTAssertEqual(host.windows.count, 2)
            let dialog = host.windows[1]
            XCTAssertTrue(dialog.exists(.text("Send the photo")), dialog.description)
            XCTAssertTrue(dialog.exists(.button("Cancel")), "added, as no button cancels")
            dialog.button("Mail").tap()
            XCTAssertEqual(calls.names, ["mail"])
            XCTAssertEqual(binding?.wrappedValue, false)
        }
    }

    func testPresentationModeSaysPresentedInASheetAndDismissesIt() throws {
        try onGtkThread {
            var binding: Binding<Bool>?
            var seen: [Bool] = []
            let host = try ViewHost(
                PresentationModeScreen(expose: { binding = $0 }, seen: { seen.append($0) }), size: (300, 200))
            defer { host.close() }
            binding?.wrappedValue = true
            host.settle()
            XCTAssertEqual(host.windows.count, 2)
            XCTAssertEqual(seen.last, true, "inside the sheet")
            host.windows[1].button("Finish").tap()
            host.settle()
            XCTAssertEqual(binding?.wrappedValue, false, "dismiss() closed the sheet")
            XCTAssertEqual(host.windows.count, 1)
        }
    }

    func testOutsideAPresentationPresentationModeIsNotPresented() {
        onGtkThread {
            var seen: [Bool] = []
            _ = HostingWidget(rootView: PresentationModeSheet { seen.append($0) })
            XCTAssertEqual(seen, [false])
        }
    }

    func testEditButtonSwitchesTheEnvironmentsEditModeAndItsTitle() {
        onGtkThread {
            var mode = EditMode.inactive
            let binding = Binding(get: { mode }, set: { mode = $0 })
            let host = HostingWidget(rootView: EditButton().environment(\.editMode, binding))
            gtk_button_clicked(WidgetTree.button("Edit", in: host.widget))
            XCTAssertEqual(mode, .active)
            host.rootView = EditButton().environment(\.editMode, binding)
            host.flushUpdates()
            gtk_button_clicked(WidgetTree.button("Done", in: host.widget))
            XCTAssertEqual(mode, .inactive)
            XCTAssertFalse(EditMode.inactive.isEditing)
            XCTAssertTrue(EditMode.transient.isEditing)
        }
    }

    func testEditButtonWithoutAnEditModeKeepsItsOwn() {
        onGtkThread {
            let host = HostingWidget(rootView: EditButton())
            gtk_button_clicked(WidgetTree.button("Edit", in: host.widget))
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Done"])
        }
    }
}
