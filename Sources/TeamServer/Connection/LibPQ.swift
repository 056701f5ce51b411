import CPostgres

/// libpq, loaded at its first use (see CPostgres): what needs it before a connection exists.
enum LibPQ {
    /// Loads libpq or says, in words, why it cannot.
    static func load() throws(ServerError) {
        var reason: UnsafePointer<CChar>?
        guard entrydesk_pq_load(&reason) == 0 else { return }
        let why = reason.map { String(cString: $0) } ?? "libpq.so.5 cannot be loaded"
        throw ServerError(.clientLibraryMissing, "libpq5 is not installed: \(why) (on Debian: apt-get install libpq5)")
    }

    /// The password libpq reads in `address` (URI or keywords), or nil: none, unparseable, or no libpq.
    static func parsedPassword(_ address: String) -> String? {
        parsedOptions(address)["password"]
    }

    /// The options `address` sets, as libpq reads them (percent-decoded, unquoted); empty when
    /// it cannot be parsed or libpq is missing.
    static func parsedOptions(_ address: String) -> [String: String] {
        guard (try? load()) != nil, !address.isEmpty else { return [:] }
        var error: UnsafeMutablePointer<CChar>?
        guard let options = entrydesk_pq_conninfo_parse(address, &error) else {
            if let error { entrydesk_pq_freemem(error) }
            return [:]
        }
        defer { entrydesk_pq_conninfo_free(options) }
        var found: [String: String] = [:]
        var option = options
        while let keyword = option.pointee.keyword {
            if let value = option.pointee.val { found[String(cString: keyword)] = String(cString: value) }
            option += 1
        }
        return found
    }
}
