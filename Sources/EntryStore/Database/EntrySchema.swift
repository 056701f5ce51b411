import GRDB

/// The database schema: migrations, version numbers and the FTS5 search index.
enum EntrySchema {
    /// `PRAGMA application_id` of EntryDesk databases ("EnDk").
    static let applicationID: Int32 = 0x456E_446B
    /// `PRAGMA user_version` after the last migration this build knows (the count of
    /// `migrationSQL`; each migration sets its number). Older builds read it from the file
    /// header to refuse a newer database without opening it.
    static let version = 15

    /// The migrator with every known migration registered. Its `migrations` are the identifiers
    /// this build knows: a database listing others comes from a newer build.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for (index, sql) in migrationSQL.enumerated() {
            let number = index + 1
            migrator.registerMigration("v\(number)") { db in
                try db.execute(sql: sql)
                if number == 1 { try db.execute(sql: "PRAGMA application_id = \(applicationID)") }
                try db.execute(sql: "PRAGMA user_version = \(number)")
            }
        }
        return migrator
    }

    /// Each migration's SQL, oldest first: migration "vN" runs the Nth and sets `user_version`
    /// to N. Only ever append.
    private static var migrationSQL: [String] {
        [
            v1, v2, v3, v4, SyncSchema.v5, SyncSchema.v6, EntryGenerationSchema.v7, DuplicateKeySchema.v8, BatchSchema.v9,
            TeamRecordSchema.v10, TeamRecordSchema.v11, DuplicateKeySchema.v12, SearchBacklogSchema.v13,
            SyncSchema.v14, OfficeFieldsSchema.v15
        ]
    }

    /// What search sees of a postcode (`row` is "", "new." or "old."): as written, and without
    /// spaces, hyphens and dots, so "SW1A1AA" finds "SW1A 1AA", "940431351" finds "94043-1351"
    /// and "1000001" finds "100-0001".
    static func searchedPostcode(_ row: String) -> String {
        "\(row)postal_code || ' ' || replace(replace(replace(\(row)postal_code, ' ', ''), '-', ''), '.', '')"
    }

    /// v4: imports written in batches, so that a window can save while one runs: each imported
    /// entry names its import, and an import whose `published_at` is NULL is hidden from every read
    /// (still running, killed, or being undone). A replacement of a saved entry waits in
    /// `import_staged` until publishing, and the entry it replaced is kept in `import_replaced` so
    /// that undo can put it back. AUTOINCREMENT: an undone import's number is never given to
    /// another. `import_staged` and `import_replaced` copy `entry`'s columns in order (`ImportRun`
    /// relies on it): a migration that adds a column to `entry` must add it to both.
    private static let v4 = """
        ALTER TABLE entry ADD COLUMN import_id INTEGER;
        CREATE INDEX entry_import ON entry(import_id) WHERE import_id IS NOT NULL;
        CREATE TABLE import_log (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            owner TEXT NOT NULL,
            started_at INTEGER NOT NULL,
            published_at INTEGER
        );
        CREATE INDEX import_log_hidden ON import_log(id) WHERE published_at IS NULL;
        CREATE TABLE import_staged AS SELECT 0 AS keep_created_at, * FROM entry WHERE 0;
        CREATE INDEX import_staged_run ON import_staged(import_id);
        CREATE TABLE import_replaced AS SELECT 0 AS replaced_by, * FROM entry WHERE 0;
        CREATE INDEX import_replaced_run ON import_replaced(replaced_by);
        """

    /// v3: one draft per window (two windows on one database typed over each other's single
    /// draft row), each with the process that owns it, so that after a crash every window's
    /// draft comes back; the last session's draft is kept as one no process owns.
    private static let v3 = """
        CREATE TABLE window_draft (
            window_id TEXT PRIMARY KEY NOT NULL,
            owner TEXT NOT NULL,
            saved_at INTEGER NOT NULL,
            fields TEXT NOT NULL
        );
        INSERT INTO window_draft (window_id, owner, saved_at, fields)
            SELECT 'last-session', '', saved_at, fields FROM draft;
        DROP TABLE draft;
        """

    /// v2: postcodes are also searched without hyphens and dots (v1 removed spaces only); the
    /// search index is rebuilt from the entries.
    private static let v2 = """
        DROP TRIGGER entry_fts_insert;
        DROP TRIGGER entry_fts_delete;
        DROP TRIGGER entry_fts_update;
        DROP VIEW entry_search_source;
        CREATE VIEW entry_search_source AS
            SELECT seq, name, street_line1 || ' ' || street_line2 AS street, city,
                   \(searchedPostcode("")) AS postcode, reference
            FROM entry;
        CREATE TRIGGER entry_fts_insert AFTER INSERT ON entry BEGIN
            INSERT INTO entry_fts(rowid, name, street, city, postcode, reference)
            VALUES (new.seq, new.name, new.street_line1 || ' ' || new.street_line2, new.city,
                    \(searchedPostcode("new.")), new.reference);
        END;
        CREATE TRIGGER entry_fts_delete AFTER DELETE ON entry BEGIN
            INSERT INTO entry_fts(entry_fts, rowid, name, street, city, postcode, reference)
            VALUES ('delete', old.seq, old.name, old.street_line1 || ' ' || old.street_line2, old.city,
                    \(searchedPostcode("old.")), old.reference);
        END;
        CREATE TRIGGER entry_fts_update AFTER UPDATE ON entry BEGIN
            INSERT INTO entry_fts(entry_fts, rowid, name, street, city, postcode, reference)
            VALUES ('delete', old.seq, old.name, old.street_line1 || ' ' || old.street_line2, old.city,
                    \(searchedPostcode("old.")), old.reference);
            INSERT INTO entry_fts(rowid, name, street, city, postcode, reference)
            VALUES (new.seq, new.name, new.street_line1 || ' ' || new.street_line2, new.city,
                    \(searchedPostcode("new.")), new.reference);
        END;
        INSERT INTO entry_fts(entry_fts) VALUES ('rebuild');
        """

    /// Tables of a v1 database: entries keyed by an integer `seq` (the FTS rowid) and a UUID.
    ///
    /// Amounts are TEXT with a CHECK that refuses anything but text, so no floating-point value
    /// can ever be stored. Times are integer milliseconds since 1970 (UTC).
    private static let v1 = """
        CREATE TABLE entry (
            seq INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            created_at INTEGER NOT NULL,
            updated_at INTEGER NOT NULL,
            name TEXT NOT NULL DEFAULT '',
            company_name TEXT NOT NULL DEFAULT '',
            country_code TEXT NOT NULL DEFAULT '',
            country_area TEXT NOT NULL DEFAULT '',
            city TEXT NOT NULL DEFAULT '',
            city_area TEXT NOT NULL DEFAULT '',
            postal_code TEXT NOT NULL DEFAULT '',
            sorting_code TEXT NOT NULL DEFAULT '',
            street_line1 TEXT NOT NULL DEFAULT '',
            street_line2 TEXT NOT NULL DEFAULT '',
            extra1 TEXT NOT NULL DEFAULT '',
            extra2 TEXT NOT NULL DEFAULT '',
            extra3 TEXT NOT NULL DEFAULT '',
            amount TEXT NOT NULL CHECK (typeof(amount) = 'text' AND amount <> ''),
            currency TEXT NOT NULL DEFAULT '',
            reference TEXT NOT NULL DEFAULT ''
        );
        CREATE INDEX entry_newest ON entry(created_at DESC, seq DESC);
        CREATE INDEX entry_updated ON entry(updated_at);

        -- What search sees: both street lines as one column, and the postcode also without
        -- spaces so that "SW1A1AA" finds "SW1A 1AA".
        CREATE VIEW entry_search_source AS
            SELECT seq,
                   name,
                   street_line1 || ' ' || street_line2 AS street,
                   city,
                   postal_code || ' ' || replace(postal_code, ' ', '') AS postcode,
                   reference
            FROM entry;
        CREATE VIRTUAL TABLE entry_fts USING fts5(
            name, street, city, postcode, reference,
            content = 'entry_search_source', content_rowid = 'seq',
            tokenize = 'unicode61 remove_diacritics 2',
            prefix = '1 2 3'
        );
        CREATE TRIGGER entry_fts_insert AFTER INSERT ON entry BEGIN
            INSERT INTO entry_fts(rowid, name, street, city, postcode, reference)
            VALUES (new.seq, new.name, new.street_line1 || ' ' || new.street_line2, new.city,
                    new.postal_code || ' ' || replace(new.postal_code, ' ', ''), new.reference);
        END;
        CREATE TRIGGER entry_fts_delete AFTER DELETE ON entry BEGIN
            INSERT INTO entry_fts(entry_fts, rowid, name, street, city, postcode, reference)
            VALUES ('delete', old.seq, old.name, old.street_line1 || ' ' || old.street_line2, old.city,
                    old.postal_code || ' ' || replace(old.postal_code, ' ', ''), old.reference);
        END;
        CREATE TRIGGER entry_fts_update AFTER UPDATE ON entry BEGIN
            INSERT INTO entry_fts(entry_fts, rowid, name, street, city, postcode, reference)
            VALUES ('delete', old.seq, old.name, old.street_line1 || ' ' || old.street_line2, old.city,
                    old.postal_code || ' ' || replace(old.postal_code, ' ', ''), old.reference);
            INSERT INTO entry_fts(rowid, name, street, city, postcode, reference)
            VALUES (new.seq, new.name, new.street_line1 || ' ' || new.street_line2, new.city,
                    new.postal_code || ' ' || replace(new.postal_code, ' ', ''), new.reference);
        END;

        -- The form in progress: at most one row.
        CREATE TABLE draft (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            saved_at INTEGER NOT NULL,
            fields TEXT NOT NULL
        );
        """
}
