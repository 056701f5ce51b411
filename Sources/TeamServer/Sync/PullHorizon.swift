/// Where a pull round may end: below the oldest push still running, and nowhere else.
///
/// Transaction ids are handed out in one order and committed in another, so a pull cannot take
/// "every row up to the newest id": a push still running may write rows with an older id. The
/// snapshot's xmin (the oldest transaction running anywhere in the cluster) would be safe, but
/// any long transaction, even in another database (a pg_dump, a forgotten psql session), would
/// hold every desk's pulls back for as long as it runs. So each push first takes a shared
/// advisory lock, before it has a transaction id, and the horizon is the oldest transaction id
/// among the holders of that lock (found in pg_locks, which every role can read), or the
/// snapshot's xmax when no push runs. The snapshot comes first: a push that gets its id after
/// it has an id at or above xmax; one that got it before holds the lock already.
enum PullHorizon {
    /// The advisory lock every push holds ("EnDk", in pg_locks: classid 0, objid 1164854379).
    static let writerLock = 0x456E_446B

    /// `entrydesk.pull_horizon()`: the exclusive upper bound of the next pull round. A lock
    /// holder's own transaction id appears in pg_locks as 32 bits: it is widened with the epoch
    /// of xmax. Running ids may lie at or above xmax (which is one past the last completed id);
    /// one more than 2^31 above xmax's low bits is one of the epoch before.
    static let function = """
        CREATE FUNCTION entrydesk.pull_horizon() RETURNS xid8 LANGUAGE plpgsql VOLATILE AS $$
        DECLARE
            bound numeric := pg_snapshot_xmax(pg_current_snapshot())::text::numeric;
            low numeric := bound % 4294967296;
            oldest numeric;
        BEGIN
            SELECT min(bound - low + own.transactionid::text::numeric
                       - CASE WHEN own.transactionid::text::numeric - low > 2147483648 THEN 4294967296 ELSE 0 END)
            INTO oldest
            FROM pg_locks writer
            JOIN pg_locks own ON own.pid = writer.pid AND own.locktype = 'transactionid'
                AND own.mode = 'ExclusiveLock' AND own.granted
            WHERE writer.locktype = 'advisory' AND writer.classid = 0 AND writer.objid = \(writerLock)
                AND writer.objsubid = 1 AND writer.granted;
            RETURN least(coalesce(oldest, bound), bound)::text::xid8;
        END
        $$
        """
}
