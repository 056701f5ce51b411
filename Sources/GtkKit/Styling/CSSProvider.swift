import CGtk

/// A style sheet applied to a whole display at application priority.
///
/// `load(_:source:)` returns the parse errors with their line and column (GTK reports them through
/// the `parsing-error` signal while loading).
@MainActor
public final class CSSProvider: ObjectReference {
    private var collected: [CSSParseError] = []
    private var currentSource = "css"
    private var installedOnDisplay = false

    /// An empty provider.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(constructed(gtk_css_provider_new(), "GtkCssProvider")))
        let handler: SignalThunk.Pointer2 = { [weak self] section, error in
            guard let self, let section else { return }
            let start = gtk_css_section_get_start_location(OpaquePointer(section))
            // i18n: not shown (logged with the CSS error)
            let message = error.map { string($0.assumingMemoryBound(to: GError.self).pointee.message) } ?? "unknown error"
            let line = start.map { Int($0.pointee.lines) + 1 } ?? 0
            let column = start.map { Int($0.pointee.line_chars) + 1 } ?? 0
            self.collected.append(CSSParseError(line: line, column: column, message: message, source: self.currentSource))
        }
        connectSignal(objectPointer, "parsing-error", handler, thunk: unsafeBitCast(SignalThunk.pointer2, to: GCallback.self))
    }

    /// Replaces the style sheet; returns the parse errors (empty when the CSS is clean).
    @discardableResult
    public func load(_ css: String, source: String = "css") -> [CSSParseError] {
        collected = []
        currentSource = source
        gtk_css_provider_load_from_data(cast(objectPointer), css, -1)
        return collected
    }

    /// Applies the provider to the default display (once; later loads restyle in place).
    public func installForDefaultDisplay(priority: StylePriority = .application) {
        guard !installedOnDisplay, let display = gdk_display_get_default() else { return }
        gtk_style_context_add_provider_for_display(display, OpaquePointer(objectPointer), priority.rawValue)
        installedOnDisplay = true
    }

    /// Removes the provider from the default display.
    public func uninstallFromDefaultDisplay() {
        guard installedOnDisplay, let display = gdk_display_get_default() else { return }
        gtk_style_context_remove_provider_for_display(display, OpaquePointer(objectPointer))
        installedOnDisplay = false
    }
}

/// Where a provider sits among GTK's style sources.
public struct StylePriority: Sendable {
    let rawValue: guint
    /// Above the GTK theme, below user CSS.
    public static let application = StylePriority(rawValue: guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    /// Above the application (for user overrides).
    public static let user = StylePriority(rawValue: guint(GTK_STYLE_PROVIDER_PRIORITY_USER))
}
