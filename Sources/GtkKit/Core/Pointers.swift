import CGtk

/// Reinterprets a GObject instance pointer as another GObject type (GTK's cast macros cannot be
/// imported). Only used where the C type hierarchy guarantees the cast.
@inline(__always)
func cast<T>(_ pointer: UnsafeMutableRawPointer) -> UnsafeMutablePointer<T> {
    pointer.assumingMemoryBound(to: T.self)
}

@inline(__always)
func cast<T>(_ pointer: OpaquePointer) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: T.self)
}

@inline(__always)
func cast<T, U>(_ pointer: UnsafeMutablePointer<U>) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: T.self)
}

@inline(__always)
func opaque<U>(_ pointer: UnsafeMutablePointer<U>) -> OpaquePointer {
    OpaquePointer(pointer)
}

/// Copies a C string owned by GTK into a Swift string ("" for NULL).
@inline(__always)
func string(_ cString: UnsafePointer<CChar>?) -> String {
    guard let cString else { return "" }
    return String(cString: cString)
}

/// Copies and frees a newly allocated C string (transfer full).
@inline(__always)
func takeString(_ cString: UnsafeMutablePointer<CChar>?) -> String? {
    guard let cString else { return nil }
    defer { g_free(cString) }
    return String(cString: cString)
}
