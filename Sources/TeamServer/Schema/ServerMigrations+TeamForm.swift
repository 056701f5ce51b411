/// Migration 3: the team's entry form, set by an administrator (`entrydesk server set-form`)
/// and read by every desk and kiosk at each sync, so that every machine keys the same form.
/// Each version once: entries are stamped with the version of the form they were keyed with,
/// so a version names one form for good.
extension ServerMigrations {
    static let version3 = [
        // text: the form file as the administrator gave it. canonical: the form it gives, as
        // `FormDefinition.json()` writes it, so that the same form given again (spaced or
        // ordered differently) is the same, and another form under the same version is refused.
        """
        CREATE TABLE entrydesk.team_form (
            version text PRIMARY KEY CHECK (version <> ''),
            text text NOT NULL,
            canonical text NOT NULL,
            set_by text NOT NULL DEFAULT session_user,
            set_at timestamptz NOT NULL DEFAULT now())
        """,
        // The version in force: one row (`single` is always true), written by set-form.
        """
        CREATE TABLE entrydesk.team_form_in_force (
            single boolean PRIMARY KEY DEFAULT true CHECK (single),
            version text NOT NULL REFERENCES entrydesk.team_form (version),
            set_by text NOT NULL DEFAULT session_user,
            set_at timestamptz NOT NULL DEFAULT now())
        """,
        // Machines read the form; only the schema's owner (the administrator who ran
        // `entrydesk server setup`) and superusers write it. A form is not secret: a kiosk,
        // which reads no entry, reads it too, since it keys with it.
        "GRANT SELECT ON entrydesk.team_form, entrydesk.team_form_in_force TO entrydesk_desk, entrydesk_kiosk"
    ]
}
