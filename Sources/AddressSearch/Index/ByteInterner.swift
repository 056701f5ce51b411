/// Interns byte strings (open addressing over an FNV-1a hash) so that the index builder turns a
/// million CSV fields into small integer ids without creating a String per field.
struct ByteInterner {
    private var pool: [UInt8] = []
    private var offsets: [Int] = [0]
    private var table: [Int32]
    private var mask: Int

    init(capacity: Int = 1 << 16) {
        var size = 1
        while size < capacity * 2 { size <<= 1 }
        table = [Int32](repeating: -1, count: size)
        mask = size - 1
    }

    /// How many distinct strings were interned.
    var count: Int { offsets.count - 1 }

    /// The id of `bytes`, added if new (ids are dense, in first-seen order).
    mutating func intern(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
        while true {
            let id = Int(table[slot])
            if id < 0 { break }
            let start = offsets[id], end = offsets[id + 1]
            if end - start == bytes.count && pool[start..<end].elementsEqual(bytes) { return UInt32(id) }
            slot = (slot + 1) & mask
        }
        let id = count
        pool.append(contentsOf: bytes)
        offsets.append(pool.count)
        table[slot] = Int32(id)
        if count * 2 > table.count { grow() }
        return UInt32(id)
    }

    /// Every interned string, by id.
    func strings() -> [String] {
        (0..<count).map { String(decoding: pool[offsets[$0]..<offsets[$0 + 1]], as: UTF8.self) }
    }

    private mutating func grow() {
        let size = table.count * 2
        table = [Int32](repeating: -1, count: size)
        mask = size - 1
        for id in 0..<count {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in pool[offsets[id]..<offsets[id + 1]] {
                hash ^= UInt64(byte)
                hash &*= 0x100_0000_01b3
            }
            var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
            while table[slot] >= 0 { slot = (slot + 1) & mask }
            table[slot] = Int32(id)
        }
    }
}
