/// Migration 2: the team's records besides entries (batches, entries' batches and
/// histories, verification results, operators' PINs, keying activity), in one table named by
/// kind and key, pushed exactly once and pulled without gaps as entries are.
extension ServerMigrations {
    static let version2 = [
        // rid: a stable id for paging a pull in (xid, rid) order, as entries page by (xid, id).
        """
        CREATE TABLE entrydesk.record (
            kind text NOT NULL,
            key text NOT NULL,
            rid uuid NOT NULL DEFAULT gen_random_uuid(),
            deleted boolean NOT NULL DEFAULT false,
            fields jsonb NOT NULL,
            changed_by text NOT NULL DEFAULT session_user,
            changed_at timestamptz NOT NULL,
            xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
            PRIMARY KEY (kind, key))
        """,
        "CREATE UNIQUE INDEX record_by_xid ON entrydesk.record (xid, rid)",
        """
        CREATE TABLE entrydesk.applied_record_change (
            change_id uuid PRIMARY KEY,
            applied_by text NOT NULL DEFAULT session_user,
            applied_at timestamptz NOT NULL DEFAULT now())
        """,
        // One record of a push, as RecordBatchJSON writes it.
        "CREATE TYPE entrydesk.record_change AS (c uuid, k text, y text, d boolean, f jsonb, t float8)",
        // A desk's push: the changes not applied before, each record written whole, the later
        // push winning. A step of a history or a mismatch is written once and kept. Activity is
        // each machine's own: its key is prefixed with the machine's role. Rows are written in
        // key order, so that two desks pushing the same records cannot deadlock.
        """
        CREATE FUNCTION entrydesk.push_records(batch jsonb) RETURNS integer LANGUAGE plpgsql AS $$
        DECLARE
            applied integer;
        BEGIN
            PERFORM pg_advisory_xact_lock_shared(\(PullHorizon.writerLock));
            WITH input AS (
                SELECT * FROM jsonb_populate_recordset(NULL::entrydesk.record_change, batch)),
            fresh AS (
                INSERT INTO entrydesk.applied_record_change (change_id)
                SELECT c FROM input
                ON CONFLICT (change_id) DO NOTHING
                RETURNING change_id),
            todo AS (
                SELECT DISTINCT ON (i.k, i.y) i.k,
                    CASE WHEN i.k = 'operator_activity' THEN session_user || '/' || i.y ELSE i.y END AS y,
                    i.d, CASE WHEN i.d THEN '{}'::jsonb ELSE i.f END AS f, i.t
                FROM input i JOIN fresh ON fresh.change_id = i.c
                ORDER BY i.k, i.y, i.t DESC)
            INSERT INTO entrydesk.record AS r (kind, key, deleted, fields, changed_at)
            SELECT k, y, d, f, to_timestamp(t) FROM todo ORDER BY k, y
            ON CONFLICT (kind, key) DO UPDATE SET
                deleted = excluded.deleted, fields = excluded.fields, changed_at = excluded.changed_at,
                changed_by = session_user, xid = pg_current_xact_id()
            WHERE r.kind NOT IN ('entry_event', 'verification_mismatch');
            GET DIAGNOSTICS applied = ROW_COUNT;
            RETURN applied;
        END
        $$
        """,
        // A page of a records pull, as entrydesk.pull_page is for entries; `own`: written by the
        // machine pulling.
        """
        CREATE FUNCTION entrydesk.pull_record_page(from_xid xid8, to_xid xid8, after_xid xid8, after_rid uuid, page_size integer)
        RETURNS TABLE (kind text, key text, rid text, deleted boolean, fields text, changed_by text, xid text, own boolean)
        LANGUAGE plpgsql STABLE
        SET enable_sort = off SET enable_bitmapscan = off SET enable_seqscan = off
        AS $$
        #variable_conflict use_column
        BEGIN
            IF after_xid IS NULL THEN
                RETURN QUERY SELECT r.kind, r.key, r.rid::text, r.deleted, r.fields::text, r.changed_by, r.xid::text,
                    r.changed_by = session_user
                FROM entrydesk.record r WHERE r.xid >= from_xid AND r.xid < to_xid
                ORDER BY r.xid, r.rid LIMIT page_size;
            ELSE
                RETURN QUERY SELECT r.kind, r.key, r.rid::text, r.deleted, r.fields::text, r.changed_by, r.xid::text,
                    r.changed_by = session_user
                FROM entrydesk.record r WHERE (r.xid, r.rid) > (after_xid, after_rid) AND r.xid < to_xid
                ORDER BY r.xid, r.rid LIMIT page_size;
            END IF;
        END
        $$
        """,
        "ALTER TABLE entrydesk.record ENABLE ROW LEVEL SECURITY",
        """
        CREATE POLICY desk_records ON entrydesk.record FOR ALL TO entrydesk_desk
            USING (true) WITH CHECK (changed_by = session_user)
        """,
        // A kiosk adds the history of the entries it adds, and nothing else.
        """
        CREATE POLICY kiosk_adds_history ON entrydesk.record FOR INSERT TO entrydesk_kiosk
            WITH CHECK (changed_by = session_user AND kind = 'entry_event' AND NOT deleted)
        """,
        "GRANT SELECT, INSERT, UPDATE ON entrydesk.record TO entrydesk_desk",
        "GRANT SELECT, INSERT ON entrydesk.applied_record_change TO entrydesk_desk",
        "GRANT INSERT ON entrydesk.record TO entrydesk_kiosk",
        "REVOKE ALL ON FUNCTION entrydesk.push_records(jsonb) FROM PUBLIC",
        "GRANT EXECUTE ON FUNCTION entrydesk.push_records(jsonb) TO entrydesk_desk",
        "REVOKE ALL ON FUNCTION entrydesk.pull_record_page(xid8, xid8, xid8, uuid, integer) FROM PUBLIC",
        "GRANT EXECUTE ON FUNCTION entrydesk.pull_record_page(xid8, xid8, xid8, uuid, integer) TO entrydesk_desk"
    ]
}
