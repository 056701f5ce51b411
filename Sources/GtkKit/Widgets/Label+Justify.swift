import CGtk

extension Label {
    /// Lines of a wrapped label aligned to its end (right, left in a right-to-left language:
    /// GTK mirrors it), as the figures under a heading are.
    public func justifyToEnd() { gtk_label_set_justify(OpaquePointer(objectPointer), GTK_JUSTIFY_RIGHT) }
}
