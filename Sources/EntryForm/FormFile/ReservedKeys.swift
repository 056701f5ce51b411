/// The names of the columns an entry is stored with besides its fields' values: a form file may
/// not give a field one of them, since its value would be stored, exported and synced in the
/// same place as the column's, and one of the two would be lost. Built-in field keys (`name`,
/// `address`, ...) are not reserved: a form file names them to change those fields.
public enum ReservedKeys {
    public static let all: Set<String> = [
        "id", "created_at", "updated_at", "country_code", "country_area", "city", "city_area", "postal_code", "sorting_code",
        "street_line1", "street_line2", "extra1", "extra2", "extra3", "currency", "form_version", "office_fields",
        "rule_reasons", "seq", "import_id"
    ]
}
