import EntryWidgets
import Foundation
import GtkKit

/// `entrydesk gallery`: every component in every state and theme, written to PNG files.
@MainActor
public enum Gallery {
    /// Why the gallery could not be rendered.
    public enum Failure: Error, CustomStringConvertible {
        case noDisplay
        case cannotCreateFolder(String)
        case theme(String, ThemeError)

        public var description: String {
            switch self {
            case .noDisplay: "GTK cannot open a display: run under a desktop session or Xvfb (make gallery)"
            case .cannotCreateFolder(let path): "cannot create the folder \(path)"
            case .theme(let name, let error): "theme \(name): \(error)"
            }
        }
    }

    /// The components that exist, in gallery order.
    static var catalog: [GalleryComponent] {
        GalleryCatalog.components
    }

    /// Renders every component (or those whose name contains `only`) to `folder`; returns the paths.
    public static func render(to folder: URL, only: String? = nil) throws -> [String] {
        setenv("GSK_RENDERER", "cairo", 0)
        guard GtkRuntime.initialize() else { throw Failure.noDisplay }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure.cannotCreateFolder(folder.path)
        }
        let themes = ThemeManager()
        var written: [String] = []
        let components = catalog.filter { only == nil || $0.name.contains(only ?? "") }
        let themeNames = components.flatMap(\.themes).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        for theme in themeNames {
            if let error = themes.apply([theme]) { throw Failure.theme(theme, error) }
            for component in components where component.themes.contains(theme) {
                for state in component.states {
                    let path = folder.appendingPathComponent("\(component.name)-\(state.name)-\(theme).png").path
                    let widget = state.make()
                    try WidgetRenderer.renderToPNG(widget, path: path, width: component.width)
                    written.append(path)
                }
            }
        }
        return written
    }
}
