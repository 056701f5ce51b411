import GRDB

/// v15: an office's own fields, the form version an entry was keyed with and the operator's
/// reasons for values a soft rule asked about (`Entry.officeFields`, `formVersion`,
/// `ruleReasons`), and search over the office fields' values.
///
/// The three columns go on `entry` and on the two tables that copy its rows during an import,
/// `import_staged` and `import_replaced` (v4). The fields and the reasons are each one JSON
/// object (`FieldTextJSON`, keys sorted): a desk stores the fields of any form, and of forms it
/// has never seen (a pull keeps every key it does not know, `SyncFields`).
///
/// FTS5 cannot add a column to an index, so the index, the view it is built from and its
/// triggers are made again from `SearchedColumn.all`, and the index is rebuilt from every entry:
/// the rows of the search backlog too, which leaves no range waiting (`SearchBacklogSchema`'s
/// rule: a row is indexed exactly when no range holds it).
///
/// What search sees of the office fields is their values, joined by an application function
/// (`valuesFunction`), as the duplicate key is computed (`DuplicateKeySchema`): SQLite's
/// `json_each` cannot be read while FTS5 rebuilds or checks an index from its content view
/// ("SQL logic error", SQLite 3.40), and both read that view.
enum OfficeFieldsSchema {
    static let valuesFunctionName = "entrydesk_office_values"

    /// `entrydesk_office_values(office_fields)`: the values of the JSON object, in the order of
    /// their keys, joined by spaces ("" for no object). Every connection that reads the search
    /// view registers it (`EntryStore`, `ReadOnlyOpening`).
    static let valuesFunction = DatabaseFunction(valuesFunctionName, argumentCount: 1, pure: true) { values in
        guard let text = String.fromDatabaseValue(values[0]), text != "{}", let fields = FieldTextJSON.decoded(text) else { return "" }
        return fields.sorted { $0.key < $1.key }.map(\.value).joined(separator: " ")
    }

    /// The columns v15 adds, with their definitions.
    static let addedColumns: [(name: String, definition: String)] = [
        ("office_fields", "TEXT NOT NULL DEFAULT '{}'"),
        ("form_version", "TEXT NOT NULL DEFAULT ''"),
        ("rule_reasons", "TEXT NOT NULL DEFAULT '{}'")
    ]

    /// The tables holding entries' columns.
    static let entryTables = ["entry", "import_staged", "import_replaced"]

    static let v15: String = {
        let added = entryTables.flatMap { table in
            addedColumns.map { "ALTER TABLE \(table) ADD COLUMN \($0.name) \($0.definition);" }
        }
        let searched = SearchedColumn.all
        return added.joined(separator: "\n") + """

            DROP TRIGGER entry_fts_insert;
            DROP TRIGGER entry_fts_delete;
            DROP TRIGGER entry_fts_update;
            DROP TABLE entry_fts;
            DROP VIEW entry_search_source;
            CREATE VIEW entry_search_source AS
                SELECT seq, \(searched.map { "\($0.value("")) AS \($0.name)" }.joined(separator: ", "))
                FROM entry;
            CREATE VIRTUAL TABLE entry_fts USING fts5(
                \(searched.names),
                content = 'entry_search_source', content_rowid = 'seq',
                tokenize = 'unicode61 remove_diacritics 2',
                prefix = '1 2 3'
            );
            \(SearchBacklogSchema.triggers(searched, updateOn: "UPDATE OF seq, \(searched.reads)"))
            INSERT INTO entry_fts(entry_fts) VALUES ('rebuild');
            DELETE FROM search_backlog;
            """
    }()
}
