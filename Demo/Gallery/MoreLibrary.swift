import Foundation
import GtkUI

/// The gallery's views and modifiers that public SwiftUI samples use and GtkUI added later:
/// labeled values, status pages, dialogs, popovers, visibility and input modifiers, gradients and timelines. Each snippet is shown live beside its
/// `source`, which a test keeps equal to the snippet's code.
struct MoreLibrary: LibraryContentProvider {
    var views: [LibraryItem] {
        LibraryItem(
            Form {
                Section("File") {
                    LabeledContent("Size", value: "2 KB")
                    LabeledContent("Share", value: 0.25, format: .percent)
                    LabeledContent("Owner") { Text("Ada") }
                }
            },
            title: "LabeledContent", category: .layout,
            source: #"""
                Form {
                    Section("File") {
                        LabeledContent("Size", value: "2 KB")
                        LabeledContent("Share", value: 0.25, format: .percent)
                        LabeledContent("Owner") { Text("Ada") }
                    }
                }
                """#)
        LibraryItem(
            ContentUnavailableView("No Mail", systemImage: "envelope", description: Text("New mail shows here."))
                .frame(height: 320),
            title: "ContentUnavailableView", category: .layout,
            source: #"""
                ContentUnavailableView("No Mail", systemImage: "envelope", description: Text("New mail shows here."))
                    .frame(height: 320)
                """#)
        LibraryItem(
            ContentUnavailableView.search(text: "kiwi").frame(height: 320),
            title: "ContentUnavailableView.search", category: .layout,
            source: #"""
                ContentUnavailableView.search(text: "kiwi").frame(height: 320)
                """#)
        LibraryItem(
            Live("none yet") { $choice in
                Live(false) { $isConfirming in
                    Button("Delete the draft…") { isConfirming = true }
                        .confirmationDialog("Delete the draft?", isPresented: $isConfirming) {
                            Button("Delete", role: .destructive) { choice = "deleted" }
                            Button("Save as Template") { choice = "saved" }
                        } message: {
                            Text("The draft has not been sent.")
                        }
                    Text("Choice: \(choice)")
                }
            },
            title: "confirmationDialog", category: .control,
            source: #"""
                @State private var choice = "none yet"
                @State private var isConfirming = false
                Button("Delete the draft…") { isConfirming = true }
                    .confirmationDialog("Delete the draft?", isPresented: $isConfirming) {
                        Button("Delete", role: .destructive) { choice = "deleted" }
                        Button("Save as Template") { choice = "saved" }
                    } message: {
                        Text("The draft has not been sent.")
                    }
                Text("Choice: \(choice)")
                """#)
        LibraryItem(
            Live(false) { $isShowingInfo in
                Button("Show details") { isShowingInfo = true }
                    .popover(isPresented: $isShowingInfo, arrowEdge: .bottom) {
                        VStack(alignment: .leading, spacing: 6) {
                            Text("notes.txt").bold()
                            LabeledContent("Size", value: "2 KB")
                            Button("Close") { isShowingInfo = false }
                        }
                        .padding(6)
                    }
            },
            title: "popover", category: .control,
            source: #"""
                @State private var isShowingInfo = false
                Button("Show details") { isShowingInfo = true }
                    .popover(isPresented: $isShowingInfo, arrowEdge: .bottom) {
                        VStack(alignment: .leading, spacing: 6) {
                            Text("notes.txt").bold()
                            LabeledContent("Size", value: "2 KB")
                            Button("Close") { isShowingInfo = false }
                        }
                        .padding(6)
                    }
                """#)
        LibraryItem(
            HStack(spacing: 8) {
                Text("Shown")
                Text("Hidden").hidden()
                Text("keeps its place")
            },
            title: "hidden", category: .layout,
            source: #"""
                HStack(spacing: 8) {
                    Text("Shown")
                    Text("Hidden").hidden()
                    Text("keeps its place")
                }
                """#)
        LibraryItem(
            HStack(spacing: 24) {
                Color.orange.frame(width: 60, height: 40).shadow(color: .gray, radius: 0, x: 8, y: 8)
                Color.orange.frame(width: 60, height: 40).shadow(color: .gray, radius: 0, x: 8, y: 8).clipped()
            }
            .padding(.bottom, 8),
            title: "clipped", category: .effect,
            source: #"""
                HStack(spacing: 24) {
                    Color.orange.frame(width: 60, height: 40).shadow(color: .gray, radius: 0, x: 8, y: 8)
                    Color.orange.frame(width: 60, height: 40).shadow(color: .gray, radius: 0, x: 8, y: 8).clipped()
                }
                .padding(.bottom, 8)
                """#)
        LibraryItem(
            Live(0) { $rowTaps in
                HStack {
                    Button("Not clickable") {}.allowsHitTesting(false)
                    Text("Row taps: \(rowTaps)")
                    Spacer()
                }
                .contentShape(Rectangle())
                .onTapGesture { rowTaps += 1 }
            },
            title: "allowsHitTesting and contentShape", category: .effect,
            source: #"""
                @State private var rowTaps = 0
                HStack {
                    Button("Not clickable") {}.allowsHitTesting(false)
                    Text("Row taps: \(rowTaps)")
                    Spacer()
                }
                .contentShape(Rectangle())
                .onTapGesture { rowTaps += 1 }
                """#)
        LibraryItem(
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<6) { index in
                        Color(hue: Double(index) / 6, saturation: 0.6, brightness: 0.9)
                            .frame(width: 160, height: 80)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .frame(width: 160, height: 80),
            title: "scrollTargetBehavior", category: .layout,
            source: #"""
                ScrollView(.horizontal) {
                    HStack(spacing: 0) {
                        ForEach(0..<6) { index in
                            Color(hue: Double(index) / 6, saturation: 0.6, brightness: 0.9)
                                .frame(width: 160, height: 80)
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.paging)
                .frame(width: 160, height: 80)
                """#)
        LibraryItem(
            Live(false) { $isLocked in
                Toggle("Lock scrolling", isOn: $isLocked)
                ScrollView {
                    VStack(alignment: .leading) {
                        ForEach(1..<30) { Text("Line \($0)") }
                    }
                }
                .frame(height: 120)
                .scrollDisabled(isLocked)
                .scrollIndicators(.visible)
            },
            title: "scrollDisabled and scrollIndicators", category: .layout,
            source: #"""
                @State private var isLocked = false
                Toggle("Lock scrolling", isOn: $isLocked)
                ScrollView {
                    VStack(alignment: .leading) {
                        ForEach(1..<30) { Text("Line \($0)") }
                    }
                }
                .frame(height: 120)
                .scrollDisabled(isLocked)
                .scrollIndicators(.visible)
                """#)
        LibraryItem(
            HStack(spacing: 12) {
                LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                    .frame(width: 120, height: 80)
                RadialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 0, endRadius: 50)
                    .frame(width: 120, height: 80)
                    .clipShape(Circle())
                Text("On a gradient")
                    .padding(12)
                    .background(LinearGradient(colors: [.green, .teal], startPoint: .leading, endPoint: .trailing))
            },
            title: "LinearGradient and RadialGradient", category: .effect,
            source: #"""
                HStack(spacing: 12) {
                    LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                        .frame(width: 120, height: 80)
                    RadialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 0, endRadius: 50)
                        .frame(width: 120, height: 80)
                        .clipShape(Circle())
                    Text("On a gradient")
                        .padding(12)
                        .background(LinearGradient(colors: [.green, .teal], startPoint: .leading, endPoint: .trailing))
                }
                """#)
        LibraryItem(
            TimelineView(.periodic(from: .now, by: 1)) { context in
                Text(context.date.formatted(date: .omitted, time: .standard))
                    .monospaced()
            },
            title: "TimelineView", category: .other,
            source: #"""
                TimelineView(.periodic(from: .now, by: 1)) { context in
                    Text(context.date.formatted(date: .omitted, time: .standard))
                        .monospaced()
                }
                """#)
        LibraryItem(
            VStack(alignment: .leading, spacing: 8) {
                Text("Inbox").badge(3)
                Label("Drafts", systemImage: "doc").badge("new")
                Text("Message")
                    .accessibilityAction(named: "Archive") {}
                    .accessibilityActions { Button("Flag") {} }
                Text("A long title that may shrink").minimumScaleFactor(0.5)
                Text("In a rounded container").containerShape(RoundedRectangle(cornerRadius: 8))
            }
            .frame(width: 260)
            .scenePadding(),
            title: "Badges and accessibility actions", category: .other,
            source: #"""
                VStack(alignment: .leading, spacing: 8) {
                    Text("Inbox").badge(3)
                    Label("Drafts", systemImage: "doc").badge("new")
                    Text("Message")
                        .accessibilityAction(named: "Archive") {}
                        .accessibilityActions { Button("Flag") {} }
                    Text("A long title that may shrink").minimumScaleFactor(0.5)
                    Text("In a rounded container").containerShape(RoundedRectangle(cornerRadius: 8))
                }
                .frame(width: 260)
                .scenePadding()
                """#)
        LibraryItem(
            Live(false) { $isCovering in
                Button("Cover the window") { isCovering = true }
                    .fullScreenCover(isPresented: $isCovering) {
                        Button("Done") { isCovering = false }
                            .presentationDetents([.medium, .large])
                            .presentationDragIndicator(.visible)
                            .presentationCornerRadius(12)
                            .presentationBackground(.gray)
                    }
                    .windowResizeBehavior(.automatic)
                    .windowMinimizeBehavior(.automatic)
                    .windowDismissBehavior(.automatic)
            },
            title: "fullScreenCover", category: .control,
            source: #"""
                @State private var isCovering = false
                Button("Cover the window") { isCovering = true }
                    .fullScreenCover(isPresented: $isCovering) {
                        Button("Done") { isCovering = false }
                            .presentationDetents([.medium, .large])
                            .presentationDragIndicator(.visible)
                            .presentationCornerRadius(12)
                            .presentationBackground(.gray)
                    }
                    .windowResizeBehavior(.automatic)
                    .windowMinimizeBehavior(.automatic)
                    .windowDismissBehavior(.automatic)
                """#)
    }
}
