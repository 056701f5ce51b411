import CGtk

/// Shows an icon from the icon theme (or a file).
@MainActor
public final class Image: Widget {
    /// An image of a named icon ("dialog-error-symbolic").
    public init(iconName: String, pixelSize: Int? = nil) {
        super.init(taking: constructed(gtk_image_new_from_icon_name(iconName), "GtkImage"))
        if let pixelSize { self.pixelSize = pixelSize }
    }

    /// An image from a file (PNG, SVG).
    public init(file path: String) {
        super.init(taking: constructed(gtk_image_new_from_file(path), "GtkImage"))
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
