/// Marks the child that is a titled container's label (the title of a ``GroupBox`` or a
/// ``DisclosureGroup``), as opposed to its content.
private struct TitledBinLabelKey: ContainerValueKey {
    static let defaultValue = false
}

extension ContainerValues {
    /// Whether this child is the label of its titled container.
    var isTitledBinLabel: Bool {
        get { self[TitledBinLabelKey.self] }
        set { self[TitledBinLabelKey.self] = newValue }
    }
}

/// A container on a GTK bin with a title (`GtkFrame`, `GtkExpander`): the child marked as the
/// label becomes the bin's label widget, the others stack top to bottom in a box, the bin's own
/// child. The bin keeps both, so nothing else needs to.
@MainActor
protocol TitledBinContainer: GtkContainerRepresentable {
    /// The bin's label widget.
    static func label(of bin: WidgetType) -> WidgetPointer?
    /// Sets (or with nil, removes) the bin's label widget.
    static func setLabel(_ label: WidgetPointer?, of bin: WidgetType)
}

extension TitledBinContainer {
    /// Adds the label, or a content child at its index.
    func addChild(_ child: WidgetPointer, at placement: ChildPlacement, to bin: WidgetType, context: Context) {
        TitledBin.add(child, at: placement, to: bin.widgetPointer, label: Self.label(of: bin)) {
            Self.setLabel($0, of: bin)
        }
    }

    /// Removes the label or a content child.
    func removeChild(_ child: WidgetPointer, from bin: WidgetType, context: Context) {
        TitledBin.remove(child, from: bin.widgetPointer, label: Self.label(of: bin)) { Self.setLabel($0, of: bin) }
    }

    /// Reorders a content child.
    func moveChild(_ child: WidgetPointer, to placement: ChildPlacement, in bin: WidgetType, context: Context) {
        TitledBin.move(child, to: placement, in: bin.widgetPointer, label: Self.label(of: bin))
    }

    /// Container values do not change a child's place.
    func updateChild(_ child: WidgetPointer, placement: ChildPlacement, in bin: WidgetType, context: Context) {}

    /// The content is a vertical stack.
    func updateContentEnvironment(_ environment: inout EnvironmentValues) {
        environment.stackAxis = .vertical
    }
}

/// The placement work behind ``TitledBinContainer``.
@MainActor
enum TitledBin {
    /// Puts a vertical box in `bin` for the content, its children aligned at the leading edge.
    @discardableResult
    static func makeBox(in bin: WidgetPointer) -> WidgetPointer {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
        ChildAlignment.set(on: box, horizontal: GTK_ALIGN_START, vertical: nil)
        gtk_container_add(bin.cast(), box)
        gtk_widget_show(box)
        return box
    }

    /// Adds `child` as the label (through `setLabel`) or into the content box at its index.
    static func add(
        _ child: WidgetPointer, at placement: ChildPlacement, to bin: WidgetPointer, label: WidgetPointer?,
        setLabel: (WidgetPointer?) -> Void
    ) {
        if placement.containerValues.isTitledBinLabel {
            setLabel(child)
            return
        }
        guard let box = gtk_bin_get_child(bin.cast()) else { return }
        gtk_container_add(box.cast(), child)
        if !placement.isAtEnd { gtk_box_reorder_child(box.cast(), child, contentIndex(placement, label)) }
        ChildAlignment.align(child, in: box)
        ChildAlignment.childAdded(child, to: box)
    }

    /// Removes the label or a content child.
    static func remove(
        _ child: WidgetPointer, from bin: WidgetPointer, label: WidgetPointer?, setLabel: (WidgetPointer?) -> Void
    ) {
        if child == label {
            setLabel(nil)
            return
        }
        guard let box = gtk_bin_get_child(bin.cast()), gtk_widget_get_parent(child) == box else { return }
        ChildAlignment.childWillBeRemoved(child, from: box)
        gtk_container_remove(box.cast(), child)
        ChildAlignment.flexibilityChanged(box)
    }

    /// Reorders a content child.
    static func move(_ child: WidgetPointer, to placement: ChildPlacement, in bin: WidgetPointer, label: WidgetPointer?)
    {
        guard let box = gtk_bin_get_child(bin.cast()), gtk_widget_get_parent(child) == box else { return }
        gtk_box_reorder_child(box.cast(), child, contentIndex(placement, label))
    }

    /// The index among the content, which comes after the label.
    private static func contentIndex(_ placement: ChildPlacement, _ label: WidgetPointer?) -> Int32 {
        Int32(max(0, placement.index - (label == nil ? 0 : 1)))
    }
}
