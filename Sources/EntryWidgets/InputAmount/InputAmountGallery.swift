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

    /// The states, in gallery order: default, prominent, focused, filled, error, error-focused,
    /// typed-not-an-amount, typed-read-as, disabled, read-only, iso-code, selector-open; then the currency list as a page with a
    /// keyboard (the kiosk's).
    public static func cases() -> [GalleryCase] {
        [
            galleryCase("default") { transferInput() },
            galleryCase("prominent") {
                let input = transferInput(layout: .prominent)
                input.amount = 1234.5
                return input
            },
            galleryCase("focused", takesFocus: true, make: { transferInput() }, settle: { $0.focus() }, isReady: { $0.isFocused }),
            galleryCase("filled") {
                let input = transferInput()
                input.amount = 1234.5
                return input
            },
            galleryCase("error") { overLimitInput() },
            // The error keeps its border with focus: the focus ring shows where focus is.
            galleryCase("error-focused", takesFocus: true, make: { overLimitInput() }, settle: { $0.focus() }, isReady: { $0.isFocused }),
            // Keys the currency cannot take, kept as typed with the reason; and a convention
            // other than the locale's, read and said under the field.
            galleryCase("typed-not-an-amount") {
                let input = sample(currencyCode: "JPY")
                input.labelPrimaryText = "Amount"  // i18n: not shown (sample data)
                input.restoreTypedText("15000.50")
                return input
            },
            galleryCase("typed-read-as") {
                let input = sample(currencyCode: "EUR")
                input.labelPrimaryText = "Amount"  // i18n: not shown (sample data)
                input.restoreTypedText("1.234,56")
                input.validate()
                return input
            },
            galleryCase("disabled") {
                let input = transferInput()
                input.amount = 1234.5
                input.isEnabled = false
                return input
            },
            galleryCase("read-only") {
                let input = transferInput()
                input.amount = 1234.5
                input.isReadOnly = true
                input.helperText = "Fixed by the invoice"  // i18n: not shown (sample data)
                return input
            },
            galleryCase("iso-code") {
                let input = sample(currencyCode: "EUR")
                input.labelPrimaryText = "Invoice total"  // i18n: not shown (sample data)
                input.currencyDisplay = .isoCode
                input.amount = 980
                return input
            },
            galleryCase(
                "selector-open",
                make: {
                    let input = transferInput()
                    input.hasCurrencySelector = true
                    input.amount = 250
                    return input
                }, settle: { $0.openCurrencySelector() }, isReady: { $0.isCurrencySelectorOpen }),
            GalleryCase(component: "input-amount", state: "currency-page-keyboard") {
                let input = transferInput()
                input.hasCurrencySelector = true
                let picker = input.makeCurrencyPicker()
                picker.hasTouchKeyboard = true
                // A page gives the list the height it has; the picture shows four rows.
                picker.visibleRows = 4
                return GallerySample(
                    widget: picker.widget, owner: picker, takesFocus: true,
                    settle: { picker.focusSearch() }, isReady: { picker.searchEntry.containsFocus })
            }
        ]
    }

    /// A case of `state`: once `make`'s input is on screen, the caret goes after its text (GTK
    /// selected the text when it focused the first field of the new window), then `settle`
    /// gives it focus or opens its currency list; `isReady` holds once it shows its state.
    private static func galleryCase(
        _ state: String, takesFocus: Bool = false,
        make: @escaping @MainActor @Sendable () -> InputAmount,
        settle: @escaping @MainActor @Sendable (InputAmount) -> Void = { _ in },
        isReady: @escaping @MainActor @Sendable (InputAmount) -> Bool = { _ in true }
    ) -> GalleryCase {
        GalleryCase(component: "input-amount", state: state) {
            let input = make()
            return GallerySample(
                widget: input.widget, owner: input, takesFocus: takesFocus,
                settle: {
                    input.caretPosition = input.text.unicodeScalars.count
                    settle(input)
                },
                isReady: { isReady(input) })
        }
    }

    @MainActor
    private static func overLimitInput() -> InputAmount {
        let input = transferInput()
        input.maximum = 10_000
        input.amount = 12_500
        input.validate()
        return input
    }

    @MainActor
    private static func transferInput(layout: InputAmountLayout = .default) -> InputAmount {
        let input = sample(currencyCode: "USD", layout: layout)
        input.labelPrimaryText = "Transfer amount"  // i18n: not shown (sample data)
        input.labelSecondaryText = "Up to $10,000.00"  // i18n: not shown (sample data)
        input.helperText = "Arrives on the next working day"  // i18n: not shown (sample data)
        return input
    }

    @MainActor
    private static func sample(currencyCode: String, layout: InputAmountLayout = .default) -> InputAmount {
        do {
            return try InputAmount(currencyCode: currencyCode, layout: layout, locale: locale)
        } catch {
            // The bundled table is missing: show the problem in the picture rather than crash.
            let input = InputAmount(
                currency: .init(code: currencyCode, numericCode: "", minorUnits: 2, name: currencyCode),
                layout: layout, locale: locale)
            input.errorText = error.description
            return input
        }
    }
}
