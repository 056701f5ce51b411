import Foundation

/// What a field declaration means: the field it gives, new or changed from a built-in one, and
/// the checks of values together that JSON shapes cannot express (a type and its rules, min
/// against max, an example that must keep its own rules, what a built-in field may not change).
extension FieldDeclaration {
    /// The types an office's own field may have, as a form file names them.
    static let officeTypeNames = ["text", "integer", "decimal", "date", "choice", "phone", "iban", "reference"]
    /// The built-in fields' own types, which only they have.
    static let builtInTypeNames = ["name", "company", "address", "amount"]

    /// The field this declaration gives: `base` (the built-in field it changes) with the
    /// changes, or a new field. `inBuiltInForm`: this is the built-in form itself, whose fields
    /// have the built-in types and may use the reserved names' neighbours.
    func field(base: FormField?, inBuiltInForm: Bool) throws(FormProblem) -> FormField {
        var field: FormField
        if let base {
            if let typeName, typeName.value != base.type.fileName {
                throw FormProblem(at: typeName.position, context + "a built-in field keeps its type \"\(base.type.fileName)\"")
            }
            if let check { throw FormProblem(at: check.position, context + "\"check\" applies to reference fields only") }
            field = base
        } else {
            if !inBuiltInForm, OfficeFieldKey.reservedColumns.contains(key.value) {
                throw FormProblem(at: key.position, "field key \"\(key.value)\" is reserved for a column every entry is stored with")
            }
            guard let typeName else {
                throw FormProblem(at: position, context + "needs a \"type\" (one of \(Self.officeTypeNames.joined(separator: ", ")))")
            }
            let type = try resolvedType(typeName, builtInTypesAllowed: inBuiltInForm)
            guard let label else { throw FormProblem(at: position, context + "needs a \"label\"") }
            field = FormField(key: key.value, type: type, label: label.value)
        }
        if let label {
            // A built-in field's relabel is by language: the languages it does not name keep
            // the built-in title (translated through gettext: `FormField.displayLabel`).
            field.label = base == nil ? label.value : LocalizedText(texts: field.label.texts.merging(label.value.texts) { $1 })
        }
        if let help { field.help = help.value }
        if let placement { field.placement = placement.value }
        if let example { field.example = example.value }
        try applyRequiredAndHidden(to: &field)
        try applyChoices(to: &field)
        for rule in rules {
            try Self.check(rule, appliesTo: field.type, context: context)
            // A built-in field keeps its own hard rules (a storage limit); its soft ones (the
            // amount's plausibility limit) give way to the file's of the same kind and currency.
            if rule.value.soft, let base {
                field.rules.removeAll {
                    base.rules.contains($0) && $0.isSameKind(as: rule.value) && $0.currency == rule.value.currency
                }
            }
            // One written again is not repeated.
            if !field.rules.contains(rule.value) { field.rules.append(rule.value) }
        }
        try checkBounds(of: field)
        try checkExample(of: field)
        return field
    }

    /// The type `name` (with `check` for a reference).
    private func resolvedType(_ name: Located<String>, builtInTypesAllowed: Bool) throws(FormProblem) -> FieldType {
        let expected = "(expected one of \(Self.officeTypeNames.joined(separator: ", ")))"
        if Self.builtInTypeNames.contains(name.value), !builtInTypesAllowed {
            throw FormProblem(at: name.position, context + "type \"\(name.value)\" is a built-in field's own \(expected)")
        }
        if name.value != "reference", let check {
            throw FormProblem(at: check.position, context + "\"check\" applies to reference fields only")
        }
        switch name.value {
        case "name": return .name
        case "company": return .company
        case "address": return .address
        case "amount": return .amount
        case "text": return .text
        case "integer": return .integer
        case "decimal": return .decimal
        case "date": return .date
        case "choice": return .choice
        case "phone": return .phone
        case "iban": return .iban
        case "reference":
            guard let check else {
                let schemes = CheckDigitScheme.allCases.map(\.rawValue).joined(separator: ", ")
                throw FormProblem(at: name.position, context + "a reference field needs a \"check\" (one of \(schemes))")
            }
            return .checkedReference(check.value)
        default:
            throw FormProblem(at: name.position, context + "unknown type \"\(name.value)\" \(expected)")
        }
    }

    /// `required` and `hidden`, which the address and the amount keep (an entry is an address and
    /// an amount), and which never both hold (a hidden field cannot be filled in).
    private func applyRequiredAndHidden(to field: inout FormField) throws(FormProblem) {
        let keptWhole = field.builtIn.map { !$0.mayBeHidden } ?? false
        if let hidden {
            if keptWhole, hidden.value {
                throw FormProblem(at: hidden.position, context + "cannot be hidden: every entry has an address and an amount")
            }
            field.hidden = hidden.value
            // Hiding a field that was required makes it optional, unless the file says otherwise.
            if hidden.value, required == nil { field.required = false }
        }
        if let required {
            if keptWhole, !required.value {
                throw FormProblem(at: required.position, context + "cannot be optional: every entry has an address and an amount")
            }
            if required.value, field.hidden {
                throw FormProblem(at: required.position, context + "cannot be both hidden and required: nobody could fill it in")
            }
            field.required = required.value
        }
    }

    /// A choice field's choices: at least one, each value once; no other field has any.
    private func applyChoices(to field: inout FormField) throws(FormProblem) {
        guard field.type == .choice else {
            if let choices { throw FormProblem(at: choices.position, context + "\"choices\" apply to choice fields only") }
            return
        }
        guard let choices, !choices.value.isEmpty else {
            throw FormProblem(at: choices?.position ?? position, context + "a choice field needs \"choices\" (at least one)")
        }
        var seen = Set<String>()
        for choice in choices.value {
            guard seen.insert(choice.value.value).inserted else {
                throw FormProblem(at: choice.position, context + "choice \"\(choice.value.value)\" appears twice")
            }
        }
        field.choices = choices.value.map(\.value)
    }

    /// Whether `rule` can be kept by a value of `type`, and whether its pattern compiles.
    static func check(_ rule: Located<FieldRule>, appliesTo type: FieldType, context: String) throws(FormProblem) {
        let applies: Bool
        switch rule.value.condition {
        case .maxLength, .pattern:
            switch type {
            case .text, .name, .company, .checkedReference: applies = true
            default: applies = false
            }
        case .minimum, .maximum: applies = type == .integer || type == .decimal || type == .amount
        case .notOlderThanDays, .notInFuture: applies = type == .date
        }
        guard applies else {
            throw FormProblem(
                at: rule.position, context + "\"\(rule.value.condition.fileName)\" does not apply to a \(type.fileName) field")
        }
        if rule.value.currency != nil {
            let bound: Bool
            switch rule.value.condition {
            case .minimum, .maximum: bound = true
            default: bound = false
            }
            guard type == .amount, bound else {
                throw FormProblem(at: rule.position, context + "\"currency\" applies to an amount's min and max only")
            }
        }
        if case .pattern(let pattern) = rule.value.condition, CompiledPatterns.expression(pattern) == nil {
            throw FormProblem(at: rule.position, context + "pattern \"\(pattern)\" is not a regular expression (ICU syntax)")
        }
    }

    /// That no hard minimum is above a hard maximum for any currency: no value could be saved.
    private func checkBounds(of field: FormField) throws(FormProblem) {
        let currencies = Set(rules.compactMap(\.value.currency)).sorted()
        for currency in [""] + currencies {
            try checkBounds(FieldRule.applicable(rules.filter { !$0.value.soft }, rule: \.value, currency: currency), currency: currency)
        }
    }

    private func checkBounds(_ hard: [Located<FieldRule>], currency: String) throws(FormProblem) {
        let what = currency.isEmpty ? "no value" : "no amount in \(currency)"
        for low in hard {
            guard case .minimum(let minimum) = low.value.condition else { continue }
            for high in hard {
                guard case .maximum(let maximum) = high.value.condition, minimum > maximum else { continue }
                let later = low.position.offset > high.position.offset ? low.position : high.position
                throw FormProblem(at: later, context + "min \(minimum) is above max \(maximum): \(what) could be saved")
            }
        }
    }

    /// That the example keeps the field's rules, since every refusal shows it as what to type.
    /// It is tried as typed in a few locales (and, for a phone, in every country the app knows)
    /// and must pass in one; rules measured from today are left out, as they change with time.
    private func checkExample(of field: FormField) throws(FormProblem) {
        guard let example else { return }
        var timeless = field
        timeless.required = false
        timeless.example = nil
        timeless.rules = field.rules.filter {
            switch $0.condition {
            case .notOlderThanDays, .notInFuture: false
            default: true
            }
        }
        let countries = field.type == .phone ? PhoneNumberPlans.countryCodes : [""]
        var firstRefusal: String?
        for identifier in ["en_US_POSIX", "en_US", "en_GB", "de_DE", "fr_FR", "ja_JP"] {
            for country in countries {
                let context = FieldCheckContext(locale: Locale(identifier: identifier), countryCode: country)
                switch FieldCheck.check(example.value, field: timeless, context: context) {
                case .refused(let message): firstRefusal = firstRefusal ?? message
                default: return
                }
            }
        }
        throw FormProblem(
            at: example.position, context + "example \"\(example.value)\" breaks the field's own rules: \(firstRefusal ?? "")")
    }
}
