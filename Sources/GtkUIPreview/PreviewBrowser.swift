import GtkUI

/// The preview window: the target's previews in a sidebar with `file:line`, the selected one
/// live beside them, the appearance and size above it, and a build error or a failed preview's
/// reason over it.
struct PreviewBrowser: View {
    let session: PreviewSession

    var body: some View {
        HStack(spacing: 0) {
            List(selection: Binding(get: { session.selection }, set: { session.select($0) })) {
                ForEach(session.previews) { entry in
                    VStack(alignment: .leading, spacing: 2) {
                        Text(entry.name)
                        Text(entry.location).font(.caption).foregroundColor(.secondary)
                    }
                    .tag(entry.id)
                }
            }
            .frame(width: 260)
            Divider()
            VStack(alignment: .leading, spacing: 8) {
                HStack(spacing: 12) {
                    Picker("Appearance", selection: Binding(get: { session.scheme }, set: { session.setScheme($0) })) {
                        Text("Light").tag(ColorScheme.light)
                        Text("Dark").tag(ColorScheme.dark)
                    }
                    .pickerStyle(.segmented)
                    Picker("Size", selection: Binding(get: { session.size }, set: { session.setSize($0) })) {
                        ForEach(PreviewSizeChoice.allCases) { choice in Text(choice.rawValue).tag(choice) }
                    }
                    Spacer()
                    Text(session.status).foregroundColor(.secondary)
                }
                if let error = session.buildError {
                    Text("Build failed: \(session.target.relative(error.file)):\(error.line): \(error.message)")
                        .foregroundColor(.red)
                }
                if let problem = session.problem {
                    Text(problem).foregroundColor(.orange)
                }
                PreviewSocket(session: session)
            }
            .padding(12)
        }
    }
}
