// i18n: file never shown (errors of the gallery renderer, a developer tool)
/// Why a widget could not be written to a PNG file.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The widget never got a size on screen within the time limit.
    case notLaidOut(String)
    /// GTK produced no image (no renderer, empty snapshot).
    case nothingRendered(String)
    /// The PNG file could not be written.
    case cannotWrite(path: String)

    public var description: String {
        switch self {
        case .notLaidOut(let what): "\(what) was not laid out on screen in time (is there a display?)"
        case .nothingRendered(let what): "GTK rendered nothing for \(what)"
        case .cannotWrite(let path): "cannot write the PNG file \(path)"
        }
    }
}
