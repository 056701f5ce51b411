import CGtk

extension SignalThunk {
    typealias IntArgument = @MainActor (Int32) -> Void

    /// `void handler(GObject*, gint, gpointer)`, e.g. a dialog's `response`.
    static let intArgument: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, value, data in
        guard let handler = unboxHandler(data, as: IntArgument.self) else { return }
        MainActor.assumeIsolated { handler(value) }
    }
}

extension SignalThunk {
    typealias IntPair = @MainActor (Int32, Int32) -> Void

    /// `void handler(GObject*, gint, gint, gpointer)`, e.g. a drawing area's `resize`.
    static let intPair: @convention(c) (gpointer?, gint, gint, gpointer?) -> Void = { _, first, second, data in
        guard let handler = unboxHandler(data, as: IntPair.self) else { return }
        MainActor.assumeIsolated { handler(first, second) }
    }
}
