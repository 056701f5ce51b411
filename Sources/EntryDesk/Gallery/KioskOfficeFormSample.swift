// i18n: file never shown (sample data and gallery errors; the kiosk's own words come from the kiosk's code and the form)
import AmountKit
import EntryForm
import EntrySettings
import EntryStore
import EntryWidgets
import Foundation
import GtkKit

/// The kiosk keying an office's form on a 1280×800 touch screen with its on-screen keyboard: the
/// fields the form places at the kiosk (an IBAN, how the visitor pays; the desk-only invoice
/// number never shows), labelled in German and Arabic where the form says so. Save refused an
/// IBAN whose check digits are wrong, the focus in it with its message and the keyboard under the
/// form; then the review with both values, and the staff panel over it. Each picture fails the gallery when the window cuts a
/// heading, row or button, or when a button, key or field is smaller than the touch target.
/// `kiosk-office-form-<theme>.png`, `kiosk-office-form-review-<theme>.png`,
/// `kiosk-office-form-staff-panel-<theme>.png` (light and dark,
/// each with the kiosk theme on top, as a kiosk runs).
@MainActor
enum KioskOfficeFormSample {
    /// The gallery's name (`entrydesk gallery --only kiosk-office-form`).
    static let galleryName = "kiosk-office-form"
    /// The review's picture.
    static let reviewGalleryName = "kiosk-office-form-review"
    /// The gallery's name for the staff panel open over the review.
    static let staffPanelGalleryName = "kiosk-office-form-staff-panel"
    /// A kiosk's touch screen.
    static let size = (width: 1280, height: 800)

    /// The desk's sample form with its invoice number at the desk only, the IBAN at the kiosk
    /// only and the payment method at both (the day paid, asked about at a desk, is not keyed at
    /// the kiosk).
    static var form: FormDefinition {
        let placements: [String: Placement] = ["invoice_number": .desk, "iban": .kiosk, "paid_on": .desk, "method": .both]
        let office = OfficeFormSample.form.officeFields.map { field -> FormField in
            var field = field
            field.placement = placements[field.key] ?? .both
            return field
        }
        return FormDefinition(fields: BuiltInForm.definition.fields + office, version: "gallery-kiosk-office-1")
    }

    /// Fails the gallery when a field or button on screen is smaller than the kiosk's touch
    /// target (`theme.size.touch-target.min`).
    private static func checkTouchTargets(_ window: Window, _ what: String) throws {
        let least = try ThemedPictures.touchTargetMinimum()
        let small = window.descendantSummaries().filter { widget in
            guard widget.isMapped else { return false }
            let isField = widget.cssClasses.contains("text-input-field") || widget.cssClasses.contains("input-amount-field")
            // Buttons inside a field (the choice's list button) share the field's target.
            let isButton =
                ["GtkButton", "GtkToggleButton"].contains(widget.typeName)
                && !widget.ancestorClasses.contains("text-input-field") && !widget.ancestorClasses.contains("input-amount-field")
            return (isField || isButton) && widget.height < least
        }
        guard small.isEmpty else {
            throw RenderError.notLaidOut("\(what): under \(least) px: \(small.map { "\($0.typeName) \($0.cssClasses) \($0.height) px" })")
        }
    }

    static func render(to folder: URL, themes: ThemeManager) throws -> [String] {
        let animated = GtkRuntime.animationsEnabled
        GtkRuntime.animationsEnabled = false
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("entrydesk-kiosk-sample-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer {
            GtkRuntime.animationsEnabled = animated
            try? FileManager.default.removeItem(at: temporary)
        }
        let store = try EntryStore(url: temporary.appendingPathComponent("entries.sqlite3"))
        let screen = EntryScreen(
            provider: nil, countryCode: "DE", currencyCode: "EUR", locale: Locale(identifier: "de_DE"),
            currencies: try CurrencyTable.standard(), countries: ["DE", "AT", "CH"], form: form, atKiosk: true)
        // Few iterations: the hash is never checked here.
        let kiosk = KioskController(
            application: MainWindowSample.sharedApplication(), screen: screen, store: store,
            pin: try AdminPIN.make(pin: "2468", iterations: 10),
            configurationURL: temporary.appendingPathComponent("entrydesk.conf"), idleTimeoutSeconds: 3_600, onScreenKeyboard: .always)
        let window = kiosk.window
        defer { window.destroy() }
        window.setDefaultSize(width: size.width, height: size.height)
        window.present()
        OfficeFormSample.fillEntry(screen)
        let fields = screen.officeFields
        // One check digit wrong (DE89 3704 0044 0532 0130 00 is right).
        fields.input(for: "iban")?.show("DE89370400440532013001")
        fields.input(for: "method")?.show("transfer")
        screen.save()
        guard let iban = fields.input(for: "iban")?.input,
            GtkRuntime.runUntil(timeout: 10, { iban.errorText != nil && iban.entry.containsFocus && window.isMapped })
        else {
            throw RenderError.notLaidOut("the kiosk's refused IBAN")
        }
        let pictures = ThemedPictures(folder: folder, themes: themes, onTop: ["kiosk"])
        var written = try pictures.render(galleryName, of: window, "the kiosk's office fields", check: checkTouchTargets)
        fields.input(for: "iban")?.show("DE89370400440532013000")
        screen.save()
        written += try pictures.render(reviewGalleryName, of: window, "the kiosk's review", check: checkTouchTargets)
        // The staff panel over the review: what is behind it dimmed and taking no tap.
        kiosk.askForPIN()
        written += try pictures.render(staffPanelGalleryName, of: window, "the staff panel", check: checkTouchTargets)
        if let error = themes.apply(["light"]) { throw Gallery.Failure.theme("light", error) }
        return written
    }
}
