/// The schema's migrations, oldest first: migration N brings the schema to version N. Never
/// edit one that has shipped; add the next.
enum ServerMigrations {
    static let all: [[String]] = [version1, version2, version3]

    /// Entries, the versions a later change overwrote, the changes applied (for exactly-once
    /// pushes), the two group roles and what each may do.
    static let version1 = [
        // Group roles are cluster-wide: another database's setup may have made them already,
        // perhaps at this very moment (then CREATE ROLE fails with unique_violation).
        """
        DO $$
        BEGIN
            IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'entrydesk_desk') THEN
                CREATE ROLE entrydesk_desk NOLOGIN;
            END IF;
            IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'entrydesk_kiosk') THEN
                CREATE ROLE entrydesk_kiosk NOLOGIN;
            END IF;
        EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
        END $$
        """,
        // xid: the transaction that wrote the row last, what pulls page by (see PullQuery).
        """
        CREATE TABLE entrydesk.entry (
            id uuid PRIMARY KEY,
            version bigint NOT NULL CHECK (version > 0),
            deleted boolean NOT NULL DEFAULT false,
            fields jsonb NOT NULL,
            changed_by text NOT NULL DEFAULT session_user,
            changed_at timestamptz NOT NULL,
            xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
            -- Whether overwritten_version holds versions of it: read by every pull, so a column.
            has_overwritten boolean NOT NULL DEFAULT false)
        """,
        "CREATE INDEX entry_by_xid ON entrydesk.entry (xid, id)",
        """
        CREATE TABLE entrydesk.overwritten_version (
            entry_id uuid NOT NULL,
            version bigint NOT NULL,
            deleted boolean NOT NULL,
            fields jsonb NOT NULL,
            changed_by text NOT NULL,
            changed_at timestamptz NOT NULL,
            overwritten_by text NOT NULL DEFAULT session_user,
            PRIMARY KEY (entry_id, version))
        """,
        """
        CREATE TABLE entrydesk.applied_change (
            change_id uuid PRIMARY KEY,
            entry_id uuid NOT NULL,
            applied_by text NOT NULL DEFAULT session_user,
            applied_at timestamptz NOT NULL DEFAULT now())
        """,
        // One change of a push batch, as ChangeBatchJSON writes it.
        "CREATE TYPE entrydesk.change AS (c uuid, e uuid, b bigint, d boolean, f jsonb, t float8)",
        // A desk's push: the changes not applied before, set-based, one statement each step.
        // The batch is parsed once; joins (not `= ANY`) keep each step linear in its size.
        // SECURITY INVOKER (the default): the desk's own privileges and row policies apply.
        """
        CREATE FUNCTION entrydesk.push_desk(batch jsonb) RETURNS integer LANGUAGE plpgsql AS $$
        DECLARE
            todo entrydesk.change[];
        BEGIN
            -- Before this transaction has an id: pulls wait for writers that hold it (see
            -- entrydesk.pull_horizon).
            PERFORM pg_advisory_xact_lock_shared(\(PullHorizon.writerLock));
            WITH input AS (
                SELECT * FROM jsonb_populate_recordset(NULL::entrydesk.change, batch)),
            inserted AS (
                INSERT INTO entrydesk.applied_change (change_id, entry_id)
                SELECT c, e FROM input
                ON CONFLICT (change_id) DO NOTHING
                RETURNING change_id)
            SELECT coalesce(array_agg(ROW(i.c, i.e, i.b, i.d, i.f, i.t)::entrydesk.change), '{}') INTO todo
            FROM input i JOIN inserted ON inserted.change_id = i.c;
            -- Lock the entries first, in one order, so that the version compared below is the
            -- one overwritten, and two desks pushing the same entries cannot deadlock.
            PERFORM 1 FROM entrydesk.entry WHERE id IN (SELECT e FROM unnest(todo)) ORDER BY id FOR UPDATE;
            -- A change made on another base than the server's version overwrites a version
            -- the desk never saw: keep that version. Unless this desk wrote it: its own
            -- earlier change, pushed before its next pull brought the new version back.
            INSERT INTO entrydesk.overwritten_version (entry_id, version, deleted, fields, changed_by, changed_at)
            SELECT entry.id, entry.version, entry.deleted, entry.fields, entry.changed_by, entry.changed_at
            FROM unnest(todo) AS r JOIN entrydesk.entry ON entry.id = r.e
            WHERE r.b IS DISTINCT FROM entry.version AND entry.changed_by <> session_user
            ON CONFLICT DO NOTHING;
            INSERT INTO entrydesk.entry AS entry (id, version, deleted, fields, changed_at, has_overwritten)
            SELECT r.e, 1, r.d, CASE WHEN r.d THEN '{}'::jsonb ELSE r.f END, to_timestamp(r.t),
                current.id IS NOT NULL AND r.b IS DISTINCT FROM current.version AND current.changed_by <> session_user
            FROM unnest(todo) AS r LEFT JOIN entrydesk.entry current ON current.id = r.e
            ON CONFLICT (id) DO UPDATE SET
                version = entry.version + 1, deleted = excluded.deleted, fields = excluded.fields,
                changed_at = excluded.changed_at, changed_by = session_user, xid = pg_current_xact_id(),
                has_overwritten = entry.has_overwritten OR excluded.has_overwritten;
            RETURN cardinality(todo);
        END
        $$
        """,
        // A page of a pull (see PullCursor): rows last written by transactions in
        // [from_xid, to_xid), after (after_xid, after_id) in (xid, id) order. The settings make the
        // (xid, id) index the only plan: with a sort or a bitmap scan, which stale statistics
        // after a large push invite, each page would read every row left in the round.
        """
        CREATE FUNCTION entrydesk.pull_page(from_xid xid8, to_xid xid8, after_xid xid8, after_id uuid, page_size integer)
        RETURNS TABLE (id text, version bigint, deleted boolean, fields text, changed_by text, changed_at float8,
                       xid text, has_overwritten boolean)
        LANGUAGE plpgsql STABLE
        SET enable_sort = off SET enable_bitmapscan = off SET enable_seqscan = off
        AS $$
        #variable_conflict use_column
        BEGIN
            IF after_xid IS NULL THEN
                RETURN QUERY SELECT e.id::text, e.version, e.deleted, e.fields::text, e.changed_by,
                    extract(epoch FROM e.changed_at)::float8, e.xid::text, e.has_overwritten
                FROM entrydesk.entry e WHERE e.xid >= from_xid AND e.xid < to_xid
                ORDER BY e.xid, e.id LIMIT page_size;
            ELSE
                RETURN QUERY SELECT e.id::text, e.version, e.deleted, e.fields::text, e.changed_by,
                    extract(epoch FROM e.changed_at)::float8, e.xid::text, e.has_overwritten
                FROM entrydesk.entry e WHERE (e.xid, e.id) > (after_xid, after_id) AND e.xid < to_xid
                ORDER BY e.xid, e.id LIMIT page_size;
            END IF;
        END
        $$
        """,
        "ALTER TABLE entrydesk.entry ENABLE ROW LEVEL SECURITY",
        // Each row names the machine that wrote it, and no machine can write another's name.
        """
        CREATE POLICY desk_reads_and_writes ON entrydesk.entry FOR ALL TO entrydesk_desk
            USING (true) WITH CHECK (changed_by = session_user)
        """,
        // A kiosk adds new entries of its own, and reads nothing: no SELECT privilege at all.
        """
        CREATE POLICY kiosk_adds ON entrydesk.entry FOR INSERT TO entrydesk_kiosk
            WITH CHECK (changed_by = session_user AND version = 1 AND NOT deleted)
        """,
        "GRANT USAGE ON SCHEMA entrydesk TO entrydesk_desk, entrydesk_kiosk",
        "GRANT SELECT ON entrydesk.schema_version TO entrydesk_desk, entrydesk_kiosk",
        "GRANT SELECT, INSERT, UPDATE ON entrydesk.entry TO entrydesk_desk",
        "GRANT SELECT, INSERT ON entrydesk.overwritten_version, entrydesk.applied_change TO entrydesk_desk",
        "GRANT INSERT ON entrydesk.entry TO entrydesk_kiosk",
        PullHorizon.function,
        "REVOKE ALL ON FUNCTION entrydesk.pull_horizon() FROM PUBLIC",
        "GRANT EXECUTE ON FUNCTION entrydesk.pull_horizon() TO entrydesk_desk",
        "REVOKE ALL ON FUNCTION entrydesk.push_desk(jsonb) FROM PUBLIC",
        "GRANT EXECUTE ON FUNCTION entrydesk.push_desk(jsonb) TO entrydesk_desk",
        "REVOKE ALL ON FUNCTION entrydesk.pull_page(xid8, xid8, xid8, uuid, integer) FROM PUBLIC",
        "GRANT EXECUTE ON FUNCTION entrydesk.pull_page(xid8, xid8, xid8, uuid, integer) TO entrydesk_desk"
    ]
}
