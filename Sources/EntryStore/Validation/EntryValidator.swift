/// Checks an entry before it is saved or imported; an empty result means it is valid.
///
/// The app plugs in a validator backed by AddressKit (address rules per country) and AmountKit
/// (amount and currency rules); `BasicEntryValidator` checks what needs no reference data.
public protocol EntryValidator: Sendable {
    /// Every problem found in `entry` (empty when it is valid).
    func problems(in entry: Entry) -> [FieldProblem]
}
