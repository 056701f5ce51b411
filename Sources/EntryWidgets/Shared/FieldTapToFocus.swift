import GtkKit

/// Makes a field's whole box its touch target: a tap in its padding focuses the text field,
/// not only a tap on the text line (the kiosk's 56 px fields hold a line about half as tall).
@MainActor
enum FieldTapToFocus {
    static func install(on field: Widget, focusing entry: Entry) {
        let tap = ClickGesture()
        tap.onReleased { [weak entry] _ in
            guard let entry, entry.isSensitive, !entry.containsFocus else { return }
            entry.grabFocus()
        }
        field.addController(tap)
    }
}
