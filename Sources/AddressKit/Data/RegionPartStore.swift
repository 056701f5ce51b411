import Foundation

/// Loads and caches the part files of one large country (`data/address/CN/0-3.json`).
///
/// `@unchecked Sendable`: the only mutable state, `cache`, is read and written under `lock`.
final class RegionPartStore: @unchecked Sendable {
    private let directory: URL
    private let lock = NSLock()
    /// Resolved areas by part name: each area is resolved once, then shared.
    private var cache: [String: RegionNode] = [:]

    init(directory: URL) {
        self.directory = directory
    }

    /// `node` with its sub-regions filled in from its part file, if it has one.
    func resolve(_ node: RegionNode) throws(AddressDataError) -> RegionNode {
        guard let part = node.part else { return node }
        lock.lock()
        let cached = cache[part]
        lock.unlock()
        if let cached { return cached }
        let url = directory.appendingPathComponent("\(part).json")
        let lists: RegionNode = try AddressDataFile.decode(RegionNode.self, at: url)
        let resolved = node.resolved(with: lists)
        lock.lock()
        cache[part] = resolved
        lock.unlock()
        return resolved
    }
}
