import CGtk

extension SignalThunk {
    typealias IntArgument = @MainActor (Int32) -> Void

    /// `void handler(GObject*, gint, gpointer)`, e.g. a dialog's `response`.
    static let intArgument: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, value, data in
        guard let handler = unboxHandler(data, as: IntArgument.self) else { return }
        MainActor.assumeIsolated { handler(value) }
    }
}
