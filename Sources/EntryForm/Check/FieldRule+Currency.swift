extension FieldRule {
    /// What a rule for one currency stands in for: the field's rule with the same condition
    /// (`min` or `max`) and the same softness, written for every currency.
    func isSameKind(as other: FieldRule) -> Bool {
        soft == other.soft && condition.fileName == other.condition.fileName
    }

    /// The rules among `rules` that measure a value in `currency` (empty: none known): those
    /// written for it, and those written for every currency that it has no rule of the same
    /// kind for (`JPY 100000000` stands in for `1000000` of any currency, for yen alone).
    static func applicable<Item>(_ items: [Item], rule: (Item) -> FieldRule, currency: String) -> [Item] {
        let own = items.map(rule).filter { $0.currency != nil && $0.currency == currency }
        return items.filter { item in
            let candidate = rule(item)
            if let code = candidate.currency { return code == currency }
            return !own.contains { $0.isSameKind(as: candidate) }
        }
    }
}

extension FormField {
    /// The field's rules that measure a value of an entry in `currency` (`FieldRule.applicable`).
    public func rules(forCurrency currency: String) -> [FieldRule] {
        FieldRule.applicable(rules, rule: { $0 }, currency: currency)
    }
}
