/// The team's entry form on the server (migration 3): what machines read at each sync.
extension PostgresConnection {
    /// The form in force, unless its version is `heldVersion` (then only that is said, and
    /// the text is not sent): one round trip, small enough for every sync pass.
    public func teamForm(unlessVersion heldVersion: String?) throws -> TeamFormFetch {
        let rows = try execute(
            """
            SELECT f.version, CASE WHEN f.version IS DISTINCT FROM $1 THEN f.text END
            FROM entrydesk.team_form_in_force c JOIN entrydesk.team_form f ON f.version = c.version
            """, [heldVersion])
        guard let row = rows.first, let version = row[0] else { return .none }
        guard let text = row[1] else { return .unchanged }
        return .changed(TeamForm(version: version, text: text))
    }
}
