/// The object a GTK constructor returned. GTK returns NULL only when it cannot work at all (GTK
/// not initialised, no display, out of memory): nothing in the app can go on without the
/// widget, so this stops with a message naming the type instead of a bare crash on a nil
/// unwrap somewhere later.
@inline(__always)
func constructed<T>(_ pointer: T?, _ typeName: StaticString) -> T {
    guard let pointer else { fatalError("GTK could not create a \(typeName) (is GTK initialised, with a display?)") }
    return pointer
}
