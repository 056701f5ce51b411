// i18n: file never shown (sample data and gallery errors; the kiosk's own words come from the kiosk's code and the form)
import AmountKit
import EntryForm
import EntrySettings
import EntryStore
import EntryWidgets
import Foundation
import GtkKit
import Localization

/// The kiosk's review page on a 1366×768 screen with what the form's soft rules question: an
/// amount above the kiosk's limit and a day paid more than 90 days back, each with the rule's
/// words under it, among every office field the sample form has (all keyed at the kiosk), more
/// rows than the screen holds: the rows scroll to the first question, Change and Confirm stay
/// whole under them. `kiosk-review-questions-<theme>.png` (light and dark, the kiosk theme on
/// top); run in German and Arabic by `make gallery`.
@MainActor
enum KioskReviewQuestionsSample {
    /// The gallery's name (`entrydesk gallery --only kiosk-review-questions`).
    static let galleryName = "kiosk-review-questions"
    /// A small laptop's screen, the least a kiosk is set up on.
    static let size = ThemedPictures.smallLaptop

    /// The desk's sample form with every field keyed at the kiosk, and a kiosk's limit of 5,000.
    static var form: FormDefinition {
        let fields = OfficeFormSample.form.fields.map { field -> FormField in
            var field = field
            field.placement = .both
            return field
        }
        return FormDefinition(fields: fields, version: "gallery-kiosk-review-1").withAmountLimits(default: .above(5000), perCurrency: [:])
    }

    static func render(to folder: URL, themes: ThemeManager) throws -> [String] {
        let animated = GtkRuntime.animationsEnabled
        GtkRuntime.animationsEnabled = false
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("entrydesk-kiosk-review-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer {
            GtkRuntime.animationsEnabled = animated
            try? FileManager.default.removeItem(at: temporary)
        }
        let screen = EntryScreen(
            provider: nil, countryCode: "DE", currencyCode: "EUR", locale: UserLocale.current,
            currencies: try CurrencyTable.standard(), countries: ["DE", "AT", "CH"], form: form, atKiosk: true)
        // Few iterations: the hash is never checked here.
        let kiosk = KioskController(
            application: MainWindowSample.sharedApplication(), screen: screen,
            store: try EntryStore(url: temporary.appendingPathComponent("entries.sqlite3")),
            pin: try AdminPIN.make(pin: "2468", iterations: 10),
            configurationURL: temporary.appendingPathComponent("entrydesk.conf"), idleTimeoutSeconds: 3_600, onScreenKeyboard: .never)
        let window = kiosk.window
        defer { window.destroy() }
        window.setDefaultSize(width: size.width, height: size.height)
        window.present()
        OfficeFormSample.fillEntry(screen)
        // Above the kiosk form's limit: the review questions it.
        try? screen.amountInput.setAmount(12_500)
        let fields = screen.officeFields
        fields.input(for: "invoice_number")?.show("INV-004211")
        fields.input(for: "iban")?.show("DE89370400440532013000")
        let longAgo = Calendar(identifier: .gregorian).date(byAdding: .day, value: -200, to: Date()) ?? Date()
        fields.input(for: "paid_on")?.show(longAgo.formatted(.iso8601.year().month().day()))
        fields.input(for: "method")?.show("transfer")
        screen.save()
        guard GtkRuntime.runUntil(timeout: 10, { window.isMapped && screen.widget.isMapped == false }) else {
            throw RenderError.notLaidOut("the kiosk's review with its questions")
        }
        let pictures = ThemedPictures(folder: folder, themes: themes, onTop: ["kiosk"])
        let written = try pictures.render(galleryName, of: window, "the kiosk's review with its questions")
        if let error = themes.apply(["light"]) { throw Gallery.Failure.theme("light", error) }
        return written
    }
}
