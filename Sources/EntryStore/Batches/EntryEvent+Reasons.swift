extension EntryEvent {
    /// The reasons this step gave for values a soft rule questioned, by field key: all of them
    /// for a keying, those new or changed for an edit (a reason that went with its value is not
    /// one given). Kept in the step's `rule_reasons` change, as every stored column's is.
    public var reasonsGiven: [String: String] {
        guard let change = changes[EntryField.ruleReasons.rawValue] else { return [:] }
        let before = FieldTextJSON.decoded(change.from) ?? [:]
        return (FieldTextJSON.decoded(change.to) ?? [:]).filter { !$0.value.isEmpty && before[$0.key] != $0.value }
    }

    /// What a keying records of `entry` beside who and when: the reasons it was saved with.
    static func keyedChanges(of entry: Entry) -> [String: Change] {
        guard !entry.ruleReasons.isEmpty else { return [:] }
        return [EntryField.ruleReasons.rawValue: Change(from: "", to: FieldTextJSON.encoded(entry.ruleReasons))]
    }
}
