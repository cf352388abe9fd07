import GtkUI

/// The gallery's containers: each snippet is shown live beside its `source`, which a test keeps
/// equal to the snippet's code.
struct ContainersLibrary: LibraryContentProvider {
    var views: [LibraryItem] {
        LibraryItem(
            VStack(alignment: .leading, spacing: 8) {
                GroupBox("Storage") {
                    Gauge(value: 0.3) { Text("Used") }.gaugeStyle(.linearCapacity)
                    LabeledContent("Free", value: "70 GB").labeledContentStyle(.automatic)
                }
                .groupBoxStyle(CardGroupBoxStyle())
                DisclosureGroup("Details") { Text("Three volumes") }.disclosureGroupStyle(.automatic)
            },
            title: "Container styles", category: .control,
            source: #"""
                VStack(alignment: .leading, spacing: 8) {
                    GroupBox("Storage") {
                        Gauge(value: 0.3) { Text("Used") }.gaugeStyle(.linearCapacity)
                        LabeledContent("Free", value: "70 GB").labeledContentStyle(.automatic)
                    }
                    .groupBoxStyle(CardGroupBoxStyle())
                    DisclosureGroup("Details") { Text("Three volumes") }.disclosureGroupStyle(.automatic)
                }
                """#)
        LibraryItem(
            Live(true) { $wifi in
                Form {
                    Section("Network") {
                        Toggle("Wi-Fi", isOn: $wifi)
                        TextField("Host name", text: .constant("gtkui-host"))
                    }
                    Section(header: Text("About"), footer: Text("A footer explains the section.")) {
                        Text("Version 1.0")
                    }
                }
            },
            title: "Form and Section", category: .layout,
            source: #"""
                @State private var wifi = true
                Form {
                    Section("Network") {
                        Toggle("Wi-Fi", isOn: $wifi)
                        TextField("Host name", text: .constant("gtkui-host"))
                    }
                    Section(header: Text("About"), footer: Text("A footer explains the section.")) {
                        Text("Version 1.0")
                    }
                }
                """#)
        LibraryItem(
            GroupBox("Storage") {
                Text("12 GB of 64 GB used")
                ProgressView(value: 12, total: 64)
            },
            title: "GroupBox", category: .layout,
            source: #"""
                GroupBox("Storage") {
                    Text("12 GB of 64 GB used")
                    ProgressView(value: 12, total: 64)
                }
                """#)
        LibraryItem(
            Live(false) { $isExpanded in
                DisclosureGroup("Details", isExpanded: $isExpanded) {
                    Text("Shown when expanded")
                }
                Text(isExpanded ? "Expanded" : "Collapsed").foregroundStyle(.secondary)
            },
            title: "DisclosureGroup", category: .layout,
            source: #"""
                @State private var isExpanded = false
                DisclosureGroup("Details", isExpanded: $isExpanded) {
                    Text("Shown when expanded")
                }
                Text(isExpanded ? "Expanded" : "Collapsed").foregroundStyle(.secondary)
                """#)
        LibraryItem(
            Live("general") { $tab in
                TabView(selection: $tab) {
                    Text("General settings").padding(12)
                        .tabItem { Label("General", systemImage: "gearshape") }
                        .tag("general")
                    Text("Advanced settings").padding(12)
                        .tabItem { Text("Advanced") }
                        .tag("advanced")
                }
                .frame(height: 120)
                Text("Tab: \(tab)")
            },
            title: "TabView", category: .layout,
            source: #"""
                @State private var tab = "general"
                TabView(selection: $tab) {
                    Text("General settings").padding(12)
                        .tabItem { Label("General", systemImage: "gearshape") }
                        .tag("general")
                    Text("Advanced settings").padding(12)
                        .tabItem { Text("Advanced") }
                        .tag("advanced")
                }
                .frame(height: 120)
                Text("Tab: \(tab)")
                """#)
    }
}
