import Foundation
import Testing
@testable import AmountKit

/// An amount holds every fraction digit of its currency: auto-advance may move on (a digit more
/// would be refused). Never in a currency without minor units.
struct FractionDigitsCompleteTests {
    private func editor(_ locale: String, _ code: String) -> AmountEditor {
        AmountEditor(locale: Locale(identifier: locale), currency: Fixtures.currency(code))
    }

    @Test(arguments: [
        ("en_US", "USD", "12.50"), ("en_US", "USD", "1,234.56"), ("de_DE", "EUR", "12,50"),
        ("de_DE", "EUR", "1.234,56"), ("en_US", "BHD", "1.250"), ("ar_EG", "EGP", "١٢٫٥٠")
    ])
    func everyFractionDigitTypedIsComplete(locale: String, code: String, text: String) {
        #expect(editor(locale, code).hasEveryFractionDigit(text))
    }

    @Test(arguments: [
        ("en_US", "USD", "12.5"), ("en_US", "USD", "12"), ("en_US", "USD", "12."), ("de_DE", "EUR", "12.50"),
        ("en_US", "BHD", "1.25"), ("en_US", "JPY", "1250"), ("en_US", "USD", "")
    ])
    func anythingShortOfThatIsNot(locale: String, code: String, text: String) {
        #expect(!editor(locale, code).hasEveryFractionDigit(text))
    }
}
