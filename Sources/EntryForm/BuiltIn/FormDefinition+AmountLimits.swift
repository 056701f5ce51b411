import Foundation

/// A desk's own plausibility limit for the amount (`[amounts] confirm-above` in its
/// configuration), which its form in force asks with instead of the form's.
public enum AmountLimit: Equatable, Sendable {
    /// No amount is asked about.
    case never
    /// Save asks about an amount of more than this many whole units.
    case above(Decimal)
}

extension FormDefinition {
    /// This form with a desk's plausibility limits for the amount, as the amount's soft `max`
    /// rules (one check for the form's limits and the desk's): `default` (nil: the form's own)
    /// for every currency without a limit of its own, and `perCurrency`'s (by ISO 4217 code)
    /// for theirs. Each replaces the form's soft `max` written for the same currency, or for
    /// every currency. The version stays: it names the form file, not a desk's settings.
    public func withAmountLimits(default limit: AmountLimit?, perCurrency: [String: Decimal]) -> FormDefinition {
        let amountKey = BuiltInField.amount.rawValue
        let changed = fields.map { field -> FormField in
            guard field.key == amountKey else { return field }
            var field = field
            func set(_ bound: Decimal?, currency: String?) {
                field.rules.removeAll { rule in
                    guard rule.soft, rule.currency == currency, case .maximum = rule.condition else { return false }
                    return true
                }
                if let bound { field.rules.append(FieldRule(.maximum(bound), soft: true, currency: currency)) }
            }
            switch limit {
            case nil: break
            case .never: set(nil, currency: nil)
            case .above(let bound): set(bound, currency: nil)
            }
            for (code, bound) in perCurrency.sorted(by: { $0.key < $1.key }) { set(bound, currency: code) }
            return field
        }
        return FormDefinition(fields: changed, version: version)
    }
}
