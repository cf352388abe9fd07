import Foundation

private enum AlignmentGuidesKey: ContainerValueKey {
    static var defaultValue: AlignmentGuides? { nil }
}

extension AlignmentGuides: MergingContainerValue {
    func filled(from outer: Any) -> Any {
        guard let outer = outer as? AlignmentGuides else { return self }
        return filled(from: outer)
    }
}

extension ContainerValues {
    /// The guides set on this child with `.alignmentGuide`.
    var alignmentGuides: AlignmentGuides? {
        get { self[AlignmentGuidesKey.self] }
        set { self[AlignmentGuidesKey.self] = newValue }
    }
}

extension View {
    /// Sets where this view's horizontal `guide` lies, from its dimensions, for the stack or
    /// ``Layout`` it is placed in: `.alignmentGuide(.leading) { d in d[.trailing] }` lines this
    /// view's trailing edge up with its siblings' leading edges. Set it on the container's direct
    /// child.
    public func alignmentGuide(
        _ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        writingAlignmentGuide(guide.key, computeValue)
    }

    /// Sets where this view's vertical `guide` lies, from its dimensions, for the stack or
    /// ``Layout`` it is placed in. Set it on the container's direct child.
    public func alignmentGuide(
        _ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        writingAlignmentGuide(guide.key, computeValue)
    }

    private func writingAlignmentGuide(
        _ key: AlignmentKey, _ computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> ContainerValueWriter<Self> {
        ContainerValueWriter(content: self) { values in
            let guides = AlignmentGuides([key: computeValue])
            values.alignmentGuides = values.alignmentGuides.map { guides.filled(from: $0) } ?? guides
        }
    }
}
