import EntryWidgets

/// Every component the gallery knows: its cases and the themes it is rendered in.
@MainActor
enum GalleryCatalog {
    /// A component's cases and themes.
    struct Component {
        let cases: [GalleryCase]
        let themes: [String]
        let width: Int
    }

    static var components: [Component] {
        [
            Component(cases: TextInputGallery.cases(), themes: ["light", "dark", "high-contrast"], width: 360),
            Component(cases: AddressFormGallery.cases(), themes: ["light", "dark"], width: 520),
            Component(cases: InputAmountGallery.cases(), themes: ["light", "dark"], width: 420)
        ]
    }
}
