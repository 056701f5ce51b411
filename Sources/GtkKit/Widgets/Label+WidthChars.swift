import CGtk

extension Label {
    /// The width the label asks for, in characters of its font (-1: as its text needs). With
    /// `maxWidthChars` set to the same number, a wrapping label is as wide whatever its text:
    /// a message that changes does not resize what is around it.
    public var widthChars: Int {
        get { Int(gtk_label_get_width_chars(OpaquePointer(objectPointer))) }
        set { gtk_label_set_width_chars(OpaquePointer(objectPointer), Int32(newValue)) }
    }
}
