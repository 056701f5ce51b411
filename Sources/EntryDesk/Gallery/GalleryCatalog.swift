import EntryWidgets
import GtkKit

/// Every component the gallery knows, with its states.
@MainActor
enum GalleryCatalog {
    static let allThemes = ["light", "dark", "high-contrast"]

    static var components: [GalleryComponent] {
        []
    }
}
