import CGtk

/// A keyboard key (GDK keyval) with names for the keys the app handles.
public struct Key: Hashable, Sendable {
    /// The GDK keyval.
    public let keyval: UInt32

    /// A key from its GDK keyval.
    public init(keyval: UInt32) { self.keyval = keyval }

    public static let up = Key(keyval: UInt32(GDK_KEY_Up))
    public static let down = Key(keyval: UInt32(GDK_KEY_Down))
    public static let left = Key(keyval: UInt32(GDK_KEY_Left))
    public static let right = Key(keyval: UInt32(GDK_KEY_Right))
    public static let returnKey = Key(keyval: UInt32(GDK_KEY_Return))
    public static let keypadEnter = Key(keyval: UInt32(GDK_KEY_KP_Enter))
    public static let escape = Key(keyval: UInt32(GDK_KEY_Escape))
    public static let tab = Key(keyval: UInt32(GDK_KEY_Tab))
    /// Shift+Tab as most keyboards send it.
    public static let leftTab = Key(keyval: UInt32(GDK_KEY_ISO_Left_Tab))
    public static let backspace = Key(keyval: UInt32(GDK_KEY_BackSpace))
    public static let delete = Key(keyval: UInt32(GDK_KEY_Delete))
    public static let keypadDecimal = Key(keyval: UInt32(GDK_KEY_KP_Decimal))
    public static let keypadSeparator = Key(keyval: UInt32(GDK_KEY_KP_Separator))
    public static let pageUp = Key(keyval: UInt32(GDK_KEY_Page_Up))
    public static let pageDown = Key(keyval: UInt32(GDK_KEY_Page_Down))
    public static let home = Key(keyval: UInt32(GDK_KEY_Home))
    public static let end = Key(keyval: UInt32(GDK_KEY_End))
    public static let f4 = Key(keyval: UInt32(GDK_KEY_F4))
    public static let f1 = Key(keyval: UInt32(GDK_KEY_F1))
    /// The keys a headset's button sends (play/pause on most, a media or phone key on some).
    public static let headsetKeys: Set<Key> = [
        Key(keyval: UInt32(GDK_KEY_AudioPlay)), Key(keyval: UInt32(GDK_KEY_AudioPause)),
        Key(keyval: UInt32(GDK_KEY_AudioMedia)), Key(keyval: UInt32(GDK_KEY_Phone))
    ]

    /// Return or keypad Enter.
    public var isEnter: Bool { self == .returnKey || self == .keypadEnter }

    /// Shift, Control, Alt, Super, Caps Lock and the like: keys that type nothing on their own.
    public var isModifier: Bool {
        (UInt32(GDK_KEY_Shift_L)...UInt32(GDK_KEY_Hyper_R)).contains(keyval)
            || (UInt32(GDK_KEY_ISO_Lock)...UInt32(GDK_KEY_ISO_Level5_Lock)).contains(keyval)
    }

    /// The character the key types, if any (lower-case for letters without Shift).
    public var character: Character? {
        let code = gdk_keyval_to_unicode(keyval)
        guard code != 0, let scalar = Unicode.Scalar(code) else { return nil }
        return Character(scalar)
    }

    /// The key of a lower-case letter or other character ("q" for Ctrl+Q).
    public static func character(_ character: Character) -> Key {
        let scalar = character.unicodeScalars.first?.value ?? 0
        return Key(keyval: gdk_unicode_to_keyval(scalar))
    }

    /// The same key without Shift's case (Q and q are one shortcut).
    public var lowercased: Key { Key(keyval: gdk_keyval_to_lower(keyval)) }
}
