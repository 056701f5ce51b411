/// The team's work besides entries that travels through the sync, so that a supervisor's desk sees
/// every operator's work: batches, which batch each entry belongs to, entries' histories,
/// verification results, operators' PINs and their keying activity. Each kind is a table on the
/// desk; on the server they share one table of records, each named by its kind and key.
public enum TeamRecordKind: String, Sendable, CaseIterable {
    case batch
    case entryBatch = "entry_batch"
    case entryEvent = "entry_event"
    case entryVerified = "entry_verified"
    case verificationMismatch = "verification_mismatch"
    case operatorPIN = "operator_pin"
    case operatorActivity = "operator_activity"

    /// What a kiosk sends: the history of the entries it adds, which records the kiosk as their
    /// operator. It has no batches, operators or verification, and reads nothing back.
    public var kioskSends: Bool { self == .entryEvent }

    /// Kinds written once and never changed (a step of a history, a mismatch found): the server
    /// keeps the first copy, so a retry or an echo cannot rewrite them.
    public var isImmutable: Bool { self == .entryEvent || self == .verificationMismatch }
}
