/// One valid row as trimmed UTF-8 bytes that point into the reader's buffers: valid only during
/// the callback that receives it (the index builder interns them without making Strings).
struct RawAddressRow {
    var line: Int
    var number: UnsafeRawBufferPointer
    var street: UnsafeRawBufferPointer
    var unit: UnsafeRawBufferPointer
    var city: UnsafeRawBufferPointer
    var district: UnsafeRawBufferPointer
    var region: UnsafeRawBufferPointer
    var postcode: UnsafeRawBufferPointer
}
