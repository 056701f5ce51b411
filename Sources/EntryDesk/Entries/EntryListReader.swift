import EntryStore
import Foundation
import Synchronization

/// Reads which entries the saved-entries list shows, on a thread of its own: the window never
/// waits for a search, and the newest search wins (one asked for before it is skipped if it
/// has not started, and its answer dropped if it has).
///
/// The first screenful of keys comes first, so that a million entries list as fast as a
/// thousand do; the rest follows in a second answer.
final class EntryListReader: Sendable {
    /// One answer: the keys newest first, whether they are all of them, how many match
    /// (nil: more than `keys`, not counted yet), and the entry generation read before them
    /// (nil: unknown): the keys show that generation's entries or newer ones.
    struct Listing: Sendable {
        let request: Int
        let keys: [Int64]
        let isComplete: Bool
        let matches: Int?
        var generation: Int?
    }

    private let store: EntryStore
    private let queue = DispatchQueue(label: "entrydesk.list-reader", qos: .userInitiated)
    private let newest = Atomic<Int>(0)
    /// Keys read in the first answer: more than a tall window shows.
    static let firstKeys = 200

    init(store: EntryStore) {
        self.store = store
    }

    /// Reads the keys of the entries matching `text` (a kiosk reference number first) and
    /// hands each answer to `deliver`, on the reader's thread. Returns the request's number.
    @discardableResult
    func read(_ text: String, deliver: @escaping @Sendable (Result<Listing, any Error>) -> Void) -> Int {
        let request = newest.add(1, ordering: .sequentiallyConsistent).newValue
        queue.async { [self] in
            guard isNewest(request) else { return }
            do {
                let generation = try store.entryGeneration()
                // A kiosk visitor's reference number ("K7QM-4XPA") is the start of their entry's id.
                let byReference = try KioskReferenceNumber(parsing: text).map { try store.entryKeys(idPrefix: $0.idPrefix) } ?? []
                let first = try store.firstEntryKeys(matching: text, limit: Self.firstKeys)
                let merged = byReference + first.keys.filter { !byReference.contains($0) }
                guard first.matches == nil else {
                    return deliver(
                        .success(
                            Listing(
                                request: request, keys: merged, isComplete: true, matches: merged.count,
                                generation: generation)))
                }
                deliver(.success(Listing(request: request, keys: merged, isComplete: false, matches: nil, generation: generation)))
                guard isNewest(request) else { return }
                let all = try store.entryKeys(matching: text)
                guard isNewest(request) else { return }
                let keys = byReference + all.filter { !byReference.contains($0) }
                deliver(.success(Listing(request: request, keys: keys, isComplete: true, matches: keys.count, generation: generation)))
            } catch {
                deliver(.failure(error))
            }
        }
        return request
    }

    /// Whether `request` is the newest one asked for.
    func isNewest(_ request: Int) -> Bool { newest.load(ordering: .sequentiallyConsistent) == request }
}
