/// The team's entry form: set by an administrator, read by every machine at its next sync.
extension ServerAdministration {
    /// Makes `form` the team's form in force. `canonical` is the form as
    /// `FormDefinition.json()` writes it: the same version given again with the same form is
    /// `alreadyInForce` (or in force again, when another was set since); another form under
    /// a version the server already has is refused, since entries are stamped with versions.
    /// Only the schema's owner and superusers may write the form (a desk gets `.privilege`).
    public func setForm(_ form: TeamForm, canonical: String) throws -> TeamFormOutcome {
        try ServerSchema.check(connection)
        do {
            return try connection.transaction {
                // Two administrators setting forms at once: one after the other. Machines
                // reading the form are not held up (they take only ACCESS SHARE).
                try connection.execute("LOCK TABLE entrydesk.team_form_in_force IN SHARE ROW EXCLUSIVE MODE")
                let known = try connection.execute("SELECT canonical FROM entrydesk.team_form WHERE version = $1", [form.version])
                if let row = known.first {
                    guard row[0] == canonical else {
                        throw ServerError(
                            .other,
                            "the team server already has another form of version \(form.version): entries are stamped with a form's version, so give the changed form a version of its own"
                        )
                    }
                } else {
                    try connection.execute(
                        "INSERT INTO entrydesk.team_form (version, text, canonical) VALUES ($1, $2, $3)",
                        [form.version, form.text, canonical])
                }
                let previous = try connection.execute("SELECT version FROM entrydesk.team_form_in_force").first?.first ?? nil
                if previous == form.version { return .alreadyInForce }
                try connection.execute(
                    """
                    INSERT INTO entrydesk.team_form_in_force (single, version) VALUES (true, $1)
                    ON CONFLICT (single) DO UPDATE SET version = excluded.version, set_by = session_user, set_at = now()
                    """, [form.version])
                return .set(previous: previous)
            }
        } catch let error as ServerError where error.kind == .privilege {
            throw ServerError(
                .privilege,
                "role \(connection.role) may not set the team's form: only the administrator who set the server up (the owner of the EntryDesk schema) or a superuser may",
                sqlState: error.sqlState)
        }
    }

    /// The team's form in force; nil when none was set.
    public func form() throws -> TeamForm? {
        try ServerSchema.check(connection)
        if case .changed(let form) = try connection.teamForm(unlessVersion: nil) { return form }
        return nil
    }
}
