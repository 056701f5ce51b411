import CGtk

/// A weak pointer to a GObject (GWeakRef): reads nil once the object is finalized, where a plain
/// pointer would dangle.
final class WeakObjectPointer {
    private let reference: UnsafeMutablePointer<GWeakRef>

    init(_ object: gpointer) {
        reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
        reference.initialize(to: GWeakRef())
        g_weak_ref_init(reference, object)
    }

    /// Runs `body` with the object while it is alive (holding a reference for the call).
    @discardableResult
    func withObject<T>(_ body: (gpointer) -> T) -> T? {
        guard let object = g_weak_ref_get(reference) else { return nil }
        defer { g_object_unref(object) }
        return body(object)
    }

    deinit {
        g_weak_ref_clear(reference)
        reference.deallocate()
    }
}
