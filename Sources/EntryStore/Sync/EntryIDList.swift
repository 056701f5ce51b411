/// Entry ids as the database keeps them (lower-case UUID text) as one JSON array, for
/// `json_each(?)`: one argument however many ids a batch has. UUID text needs no escaping, so
/// the array is joined by hand, not by JSONEncoder on the writer.
enum EntryIDList {
    static func json(_ ids: [String]) -> String {
        ids.isEmpty ? "[]" : "[\"" + ids.joined(separator: "\",\"") + "\"]"
    }
}
