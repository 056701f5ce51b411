import CPostgres

/// One statement's result as libpq holds it: text values read in place. Valid only inside
/// `PostgresConnection.withResult`'s body.
struct QueryResult {
    private let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) { self.pointer = pointer }

    var rowCount: Int { Int(entrydesk_pq_ntuples(pointer)) }
    var columnCount: Int { Int(entrydesk_pq_nfields(pointer)) }

    /// How many rows an INSERT, UPDATE or DELETE affected.
    var affectedRows: Int { Int(String(cString: entrydesk_pq_cmd_tuples(pointer))) ?? 0 }

    func isNull(_ row: Int, _ column: Int) -> Bool { entrydesk_pq_getisnull(pointer, Int32(row), Int32(column)) != 0 }

    /// The value's text, or nil for NULL.
    func text(_ row: Int, _ column: Int) -> String? {
        isNull(row, column) ? nil : String(cString: entrydesk_pq_getvalue(pointer, Int32(row), Int32(column)))
    }

    /// The value's UTF-8 bytes, without copying (empty for NULL); valid while the result is.
    func bytes(_ row: Int, _ column: Int) -> UnsafeBufferPointer<UInt8> {
        let length = Int(entrydesk_pq_getlength(pointer, Int32(row), Int32(column)))
        let start = entrydesk_pq_getvalue(pointer, Int32(row), Int32(column))
        return UnsafeRawPointer(start).map {
            UnsafeBufferPointer(start: $0.assumingMemoryBound(to: UInt8.self), count: length)
        } ?? UnsafeBufferPointer(start: nil, count: 0)
    }

    func errorField(_ field: Int) -> String? {
        entrydesk_pq_result_error_field(pointer, Int32(field)).map { String(cString: $0) }
    }

    func clear() { entrydesk_pq_clear(pointer) }
}
