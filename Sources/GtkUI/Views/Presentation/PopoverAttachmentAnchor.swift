/// Where on its view a popover points, for ``View/popover(isPresented:attachmentAnchor:arrowEdge:content:)``.
public enum PopoverAttachmentAnchor {
    /// A rectangle of the view: ``Anchor/Source/bounds`` for the whole view.
    case rect(Anchor<CGRect>.Source)
    /// A point of the view, as a fraction of its size: `.point(.topTrailing)`.
    case point(UnitPoint)
}
