/// v7: a number that changes with every commit that changes what the saved-entries list shows,
/// and with nothing else: what lets the list follow the database by itself.
///
/// `PRAGMA data_version` changes with any commit of another connection, drafts included: every
/// window writes its draft a second after each key, so a list that followed it would be read
/// again all day long. Triggers count the changes of `entry` (a save, an edit, a delete, an
/// import's rows, the team sync's) and of `import_log` (an import published or undone shows or
/// hides its rows). Per row, not per statement (SQLite has no statement triggers): an import
/// of 150,000 rows pays ~0.1 s for it.
enum EntryGenerationSchema {
    static let v7 = """
        CREATE TABLE entry_generation (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            value INTEGER NOT NULL
        );
        INSERT INTO entry_generation (id, value) VALUES (1, 0);
        \(bump("entry_generation_insert", "INSERT ON entry"))
        \(bump("entry_generation_update", "UPDATE ON entry"))
        \(bump("entry_generation_delete", "DELETE ON entry"))
        \(bump("entry_generation_import_published", "UPDATE OF published_at ON import_log"))
        \(bump("entry_generation_import_removed", "DELETE ON import_log"))
        """

    private static func bump(_ name: String, _ event: String) -> String {
        "CREATE TRIGGER \(name) AFTER \(event) BEGIN UPDATE entry_generation SET value = value + 1 WHERE id = 1; END;"
    }
}
