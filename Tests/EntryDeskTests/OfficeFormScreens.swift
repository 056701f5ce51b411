@testable import EntryDesk
import AmountKit
import EntryForm
import Foundation
import GtkKit

/// The office's form the desk's and the kiosk's screen tests key (the gallery's sample: an
/// invoice number, an IBAN, the day paid, asked about past 90 days, and the payment method), on
/// an entry screen in a window of its own, closed by `close()`.
@MainActor
final class OfficeFormScreens {
    private var window: Window?

    /// The built-in fields, those in `hidden` hidden, then the sample's office fields, each placed
    /// as `placements` says (at both when it says nothing), then `extra`.
    static func form(
        version: String, hiding hidden: Set<String> = [], placements: [String: Placement] = [:], adding extra: [FormField] = []
    ) -> FormDefinition {
        let builtIn = BuiltInForm.definition.fields.map { field -> FormField in
            var field = field
            if hidden.contains(field.key) { field.hidden = true }
            return field
        }
        let office = OfficeFormSample.form.officeFields.map { field -> FormField in
            var field = field
            field.placement = placements[field.key] ?? .both
            return field
        }
        return FormDefinition(fields: builtIn + office + extra, version: version)
    }

    /// An entry screen keying `form` (a German entry in euros, keyed in English) at a kiosk or a
    /// desk, not yet in a window.
    static func screen(_ form: FormDefinition, atKiosk: Bool = false) throws -> EntryScreen {
        EntryScreen(
            provider: nil, countryCode: "DE", currencyCode: "EUR", locale: Locale(identifier: "en_US"),
            currencies: try CurrencyTable.standard(), form: form, atKiosk: atKiosk)
    }

    /// `screen(form, atKiosk:)` in a window of its own.
    func show(_ form: FormDefinition, atKiosk: Bool = false) throws -> EntryScreen {
        let screen = try Self.screen(form, atKiosk: atKiosk)
        show(screen.widget)
        return screen
    }

    /// `content` in a window of its own, in place of the one shown before.
    func show(_ content: Widget) {
        close()
        let window = Window()
        window.setChild(content)
        window.present()
        self.window = window
    }

    func close() {
        window?.destroy()
        window = nil
    }

    /// The day `daysAgo` days before today, as stored (ISO 8601).
    static func isoDay(daysAgo: Int) -> String {
        let parts = Calendar(identifier: .gregorian).dateComponents(
            [.year, .month, .day], from: Date().addingTimeInterval(-Double(daysAgo) * 86_400))
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
