import CGtk

// GLib's gboolean imports as Int32: TRUE is any non-zero value, not only 1.

extension Bool {
    /// A gboolean as Swift reads it: any non-zero value is true.
    @inline(__always)
    init(_ value: gboolean) {
        self = value != 0
    }
}

extension gboolean {
    /// GLib's TRUE (1) or FALSE (0).
    @inline(__always)
    init(_ value: Bool) {
        self = value ? 1 : 0
    }
}
