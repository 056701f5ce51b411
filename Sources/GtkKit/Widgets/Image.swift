import CGtk

/// Shows an icon from the icon theme (or a file).
@MainActor
public final class Image: Widget {
    /// An image of a named icon ("dialog-error-symbolic"). `role` `.presentation` hides a
    /// decorative icon from screen readers (GTK 4.8 would name an unlabelled one "GtkImage").
    public init(iconName: String, pixelSize: Int? = nil, role: AccessibleRole = .image) {
        super.init(taking: constructed(entrydesk_widget_new_with_role(gtk_image_get_type(), role.gtkValue), "GtkImage"))
        setIconName(iconName)
        if let pixelSize { self.pixelSize = pixelSize }
    }

    /// An image from a file (PNG, SVG); `role` as for a named icon.
    public init(file path: String, role: AccessibleRole = .image) {
        super.init(taking: constructed(entrydesk_widget_new_with_role(gtk_image_get_type(), role.gtkValue), "GtkImage"))
        setFile(path)
    }

    private var imagePointer: OpaquePointer { OpaquePointer(objectPointer) }

    /// Shows another named icon.
    public func setIconName(_ name: String) { gtk_image_set_from_icon_name(imagePointer, name) }
    /// Shows the image of a file (PNG, SVG).
    public func setFile(_ path: String) { gtk_image_set_from_file(imagePointer, path) }
    /// The icon size in pixels.
    public var pixelSize: Int {
        get { Int(gtk_image_get_pixel_size(imagePointer)) }
        set { gtk_image_set_pixel_size(imagePointer, Int32(newValue)) }
    }
}
