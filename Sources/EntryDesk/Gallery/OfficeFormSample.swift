// i18n: file never shown (sample data and gallery errors; the window's own words come from the window's code and the form)
import EntryForm
import EntryWidgets
import Foundation
import GtkKit

/// The desk keying an office's form at a 1366×768 laptop: four fields of its own after
/// Reference (an invoice number, an IBAN, the day paid, how it was paid), labelled in German and
/// Arabic where the form says so; Save refused an IBAN whose check digits are wrong, the focus in
/// it with its message; then the question a payment day long ago asks.
/// `main-window-office-form-<theme>.png`, `main-window-office-form-last-field-<theme>.png`,
/// `main-window-office-form-question-<theme>.png`.
@MainActor
enum OfficeFormSample {
    /// The gallery's name (`entrydesk gallery --only main-window-office-form`).
    static let galleryName = "main-window-office-form"
    /// The form's foot: every office field in view, the last one focused.
    static let lastFieldGalleryName = "main-window-office-form-last-field"
    /// The question's picture.
    static let questionGalleryName = "main-window-office-form-question"
    static let size = ThemedPictures.smallLaptop

    /// The office's four fields after the built-in ones.
    static var form: FormDefinition {
        let office = [
            FormField(
                key: "invoice_number", type: .text,
                label: LocalizedText(texts: ["": "Invoice number", "de": "Rechnungsnummer", "ar": "رقم الفاتورة"]),
                help: LocalizedText(texts: ["": "As printed on the slip", "de": "Wie auf dem Beleg", "ar": "كما هو مطبوع على الإيصال"]),
                required: true, rules: [FieldRule(.pattern("^INV-[0-9]{6}$"))], example: "INV-004211"),
            FormField(key: "iban", type: .iban, label: LocalizedText("IBAN")),
            FormField(
                key: "paid_on", type: .date, label: LocalizedText(texts: ["": "Paid on", "de": "Bezahlt am", "ar": "تاريخ الدفع"]),
                rules: [FieldRule(.notOlderThanDays(90), soft: true)]),
            FormField(
                key: "method", type: .choice,
                label: LocalizedText(texts: ["": "Payment method", "de": "Zahlungsart", "ar": "طريقة الدفع"]),
                choices: [
                    FieldChoice(value: "cash", label: LocalizedText(texts: ["": "Cash", "de": "Bar", "ar": "نقدًا"])),
                    FieldChoice(value: "cheque", label: LocalizedText(texts: ["": "Cheque", "de": "Scheck", "ar": "شيك"])),
                    FieldChoice(value: "transfer", label: LocalizedText(texts: ["": "Transfer", "de": "Überweisung", "ar": "تحويل"]))
                ])
        ]
        return FormDefinition(fields: BuiltInForm.definition.fields + office, version: "gallery-office-1")
    }

    /// Fills in what every sample entry needs: Jürgen Müller's address in Munich and 89.90.
    static func fillEntry(_ screen: EntryScreen) {
        screen.nameInput.text = "Jürgen Müller"
        _ = screen.addressForm.setCountry("DE")
        var values = screen.addressForm.values
        values[.line1] = "Marienplatz 1"
        values[.zip] = "80331"
        values[.city] = "München"
        screen.addressForm.setValues(values)
        try? screen.amountInput.setAmount(89.9)
    }

    static func render(to folder: URL, themes: ThemeManager) throws -> [String] {
        let sample = try MainWindowSample(form: form)
        defer { sample.close() }
        try sample.show()
        try sample.resize(width: size.width, height: size.height)
        let screen = sample.window.screen
        screen.clear()
        sample.window.banner.hide()
        fillEntry(screen)
        let fields = screen.officeFields
        fields.input(for: "invoice_number")?.show("INV-004211")
        // One check digit wrong (DE89 3704 0044 0532 0130 00 is right).
        fields.input(for: "iban")?.show("DE89370400440532013001")
        fields.input(for: "method")?.show("transfer")
        screen.save()
        guard let iban = fields.input(for: "iban")?.input,
            GtkRuntime.runUntil(timeout: 10, { iban.errorText != nil && iban.entry.containsFocus && sample.window.screen.widget.isMapped })
        else {
            throw RenderError.notLaidOut("the office form's refused IBAN")
        }
        let pictures = ThemedPictures(folder: folder, themes: themes)
        let showFocusedField = { sample.window.showFocusedField() }
        var written = try pictures.render(galleryName, of: sample.window.window, "the office form", prepare: showFocusedField)
        // The IBAN fixed and the payment long ago, the focus in the last field (the form's foot
        // in view: all four fields).
        fields.input(for: "iban")?.show("DE89370400440532013000")
        // ISO 8601, which every locale takes.
        let longAgo = Calendar(identifier: .gregorian).dateComponents([.year, .month, .day], from: Date().addingTimeInterval(-200 * 86_400))
        fields.input(for: "paid_on")?.show(String(format: "%04d-%02d-%02d", longAgo.year ?? 0, longAgo.month ?? 0, longAgo.day ?? 0))
        guard let method = fields.input(for: "method")?.input, method.focus(),
            GtkRuntime.runUntil(timeout: 10, { method.entry.containsFocus })
        else {
            throw RenderError.notLaidOut("the office form's last field focused")
        }
        method.caretPosition = method.entry.characterCount
        written += try pictures.render(
            lastFieldGalleryName, of: sample.window.window, "the office form's foot", prepare: showFocusedField)
        // Save asks why the day long ago is kept.
        screen.save()
        guard GtkRuntime.runUntil(timeout: 10, { sample.window.softRuleConfirmation?.window.isMapped == true }),
            let question = sample.window.softRuleConfirmation
        else {
            throw RenderError.notLaidOut("the soft rules' question")
        }
        question.reasonInput.text = "Paid late, agreed by phone"
        written += try pictures.render(questionGalleryName, of: question.window, "the soft rules' question")
        question.window.destroy()
        return written
    }
}
