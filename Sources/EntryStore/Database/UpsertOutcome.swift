/// What `EntryStore.upsert(_:keepingSavedCreationTime:in:)` did with one imported entry.
enum UpsertOutcome {
    /// No entry had its id: it was added.
    case inserted
    /// The entry with its id was replaced by it.
    case replaced
    /// The entry with its id was changed later than the imported one says: it was kept.
    case keptNewer
}
