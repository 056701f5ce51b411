import CGtk
@testable import GtkKit
import Testing

/// gboolean both ways: GLib's TRUE is any non-zero value, and Swift writes back 1 or 0.
struct GBooleanTests {
    @Test func anyNonZeroGbooleanIsTrue() {
        #expect(Bool(gboolean(1)))
        #expect(Bool(gboolean(-1)))
        #expect(Bool(gboolean(2)))
        #expect(!Bool(gboolean(0)))
    }

    @Test func swiftBooleansBecomeGLibsTrueAndFalse() {
        #expect(gboolean(true) == 1)
        #expect(gboolean(false) == 0)
    }
}
