import Foundation
import GtkKit

/// InputAmount in each of its states, for `entrydesk gallery` and the visual checks:
/// `input-amount-<state>-<theme>.png`.
///
/// The sample content is fictional; the captions are in English like the gallery itself. The
/// locale is fixed (en_US) so the pictures do not depend on the machine's.
public enum InputAmountGallery {
    /// The locale of every sample.
    public static let locale = Locale(identifier: "en_US")

    /// The states, in gallery order: default, prominent, focused, filled, error, disabled,
    /// read-only, iso-code, selector-open.
    public static func cases() -> [Case] {
        [
            Case(state: "default") { transferInput() },
            Case(state: "prominent") {
                let input = transferInput(layout: .prominent)
                input.amount = 1234.5
                return input
            },
            Case(state: "focused", make: { transferInput() }, settle: { $0.focus() }, isReady: { $0.isFocused }),
            Case(state: "filled") {
                let input = transferInput()
                input.amount = 1234.5
                return input
            },
            Case(state: "error") {
                let input = transferInput()
                input.maximum = 10_000
                input.amount = 12_500
                input.validate()
                return input
            },
            Case(state: "disabled") {
                let input = transferInput()
                input.amount = 1234.5
                input.isEnabled = false
                return input
            },
            Case(state: "read-only") {
                let input = transferInput()
                input.amount = 1234.5
                input.isReadOnly = true
                input.helperText = "Fixed by the invoice"
                return input
            },
            Case(state: "iso-code") {
                let input = sample(currencyCode: "EUR")
                input.labelPrimaryText = "Invoice total"
                input.currencyDisplay = .isoCode
                input.amount = 980
                return input
            },
            Case(state: "selector-open", make: {
                let input = transferInput()
                input.hasCurrencySelector = true
                input.amount = 250
                return input
            }, settle: { $0.openCurrencySelector() }, isReady: { $0.isCurrencySelectorOpen }),
        ]
    }

    /// Renders every case to `directory/input-amount-<state>-<theme>.png` (apply the theme
    /// first); returns the paths written.
    @MainActor
    @discardableResult
    public static func render(theme: String, into directory: String, width: Int, margin: Int) throws -> [String] {
        try cases().map { galleryCase in
            let path = (directory as NSString).appendingPathComponent(galleryCase.fileName(theme: theme))
            try galleryCase.render(to: path, width: width, margin: margin)
            return path
        }
    }

    @MainActor
    private static func transferInput(layout: InputAmountLayout = .default) -> InputAmount {
        let input = sample(currencyCode: "USD", layout: layout)
        input.labelPrimaryText = "Transfer amount"
        input.labelSecondaryText = "Up to $10,000.00"
        input.helperText = "Arrives on the next working day"
        return input
    }

    @MainActor
    private static func sample(currencyCode: String, layout: InputAmountLayout = .default) -> InputAmount {
        do {
            return try InputAmount(currencyCode: currencyCode, layout: layout, locale: locale)
        } catch {
            // The bundled table is missing: show the problem in the picture rather than crash.
            let input = InputAmount(currency: .init(code: currencyCode, numericCode: "", minorUnits: 2, name: currencyCode),
                                    layout: layout, locale: locale)
            input.errorText = error.description
            return input
        }
    }
}
