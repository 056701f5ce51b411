import Foundation
import Localization

/// Whether a value keeps a field's rule, and if not, what the person reads: the rule's own
/// message when the form gives one, else its words, which name the limit (and, for a soft
/// rule, ask whether the value is right).
enum RuleCheck {
    /// The message of `rule` broken by `value`, or nil when it is kept (or does not measure
    /// this kind of value: a number rule over a value that is no number).
    static func broken(_ rule: FieldRule, by value: CheckedValue, field: FormField, context: FieldCheckContext) -> String? {
        guard let words = brokenWords(rule.condition, by: value, field: field, context: context) else { return nil }
        let own = rule.message.text(for: context.language)
        if !own.isEmpty { return own }
        guard rule.soft else { return words }
        // Translators: a soft rule's question before a save; %@ is what the value breaks ("At most 5,000").
        return LocalizedFormat.fill(tr("%@: is this right?"), words)
    }

    private static func brokenWords(
        _ condition: FieldRule.Condition, by value: CheckedValue, field: FormField, context: FieldCheckContext
    ) -> String? {
        switch condition {
        case .maxLength(let limit):
            let count = value.stored.count
            guard count > limit else { return nil }
            // Translators: %1$@ is the most characters the field takes, %2$@ how many the value has.
            let words = trn("At most %1$@ character; this has %2$@", "At most %1$@ characters; this has %2$@", limit)
            return LocalizedFormat.fill(words, number(limit, context), number(count, context))
        case .pattern(let pattern):
            guard !CompiledPatterns.wholeMatch(value.stored, pattern: pattern) else { return nil }
            return field.example.map(FieldCheck.expectedLike) ?? tr("Not in the form this field takes")
        case .minimum(let bound):
            guard let number = value.number, number < bound else { return nil }
            // Translators: %@ is the smallest number the field takes, in the locale's digits ("1,000", or for an amount "1,000 EUR").
            return LocalizedFormat.fill(tr("At least %@"), formatted(bound, field: field, context))
        case .maximum(let bound):
            // An amount's largest is of its size: a refund (where negatives are allowed) of
            // more than the limit is as implausible as a payment of it.
            guard let number = value.number, (field.type == .amount ? abs(number) : number) > bound else { return nil }
            // Translators: %@ is the largest number the field takes, in the locale's digits ("5,000", or for an amount "5,000 EUR").
            return LocalizedFormat.fill(tr("At most %@"), formatted(bound, field: field, context))
        case .notOlderThanDays(let days):
            guard let day = value.day, CalendarDay.today(context) - day > days else { return nil }
            // Translators: a date older than the field allows; %@ is that many days.
            return LocalizedFormat.fill(trn("More than %@ day ago", "More than %@ days ago", days), number(days, context))
        case .notInFuture:
            guard let day = value.day, day > CalendarDay.today(context) else { return nil }
            return tr("This date is in the future")
        }
    }

    /// A count in the person's locale.
    static func number(_ count: Int, _ context: FieldCheckContext) -> String {
        count.formatted(.number.locale(context.locale))
    }

    /// A bound in the person's locale (`5.000` in German); an amount's with the entry's
    /// currency code (`100,000,000 JPY`), read left to right in a right-to-left language.
    static func formatted(_ bound: Decimal, field: FormField, _ context: FieldCheckContext) -> String {
        let number = bound.formatted(.number.locale(context.locale))
        guard field.type == .amount, !context.currencyCode.isEmpty else { return number }
        return LeftToRight.isolate(number + " " + context.currencyCode)
    }
}
