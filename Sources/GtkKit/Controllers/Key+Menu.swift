import CGtk

extension Key {
    /// The Menu key (opens a context menu).
    public static let menu = Key(keyval: UInt32(GDK_KEY_Menu))
    /// F10 (with Shift, opens a context menu).
    public static let f10 = Key(keyval: UInt32(GDK_KEY_F10))
}
