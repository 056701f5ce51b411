/// A value a soft rule questions at Save (an amount above the usual, a day paid long ago):
/// whose field, titled as the form shows it, and what the rule says. The desk asks a reason
/// for all of them at once (`SoftRuleConfirmation`); a kiosk lists them on its review page.
struct SoftRuleQuestion: Equatable {
    /// The field's key in the form, which the reason is kept under (`Entry.ruleReasons`).
    let key: String
    /// The field's title on screen.
    let label: String
    /// The rule's message, or its own words ("At most 1,000,000 USD: is this right?").
    let message: String
}
