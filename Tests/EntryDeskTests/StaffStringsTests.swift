@testable import EntryDesk
import Testing

/// What the locked staff panel says as it counts down, and the room it keeps for it.
struct StaffStringsTests {
    private let strings = StaffStrings()

    @Test func secondsUnderAMinuteThenMinutesAndSeconds() {
        #expect(strings.locked(secondsLeft: 30) == "Wrong PIN. Try again in 30 seconds.")
        #expect(strings.locked(secondsLeft: 29) == "Wrong PIN. Try again in 29 seconds.")
        #expect(strings.locked(secondsLeft: 1) == "Wrong PIN. Try again in 1 second.")
        #expect(strings.locked(secondsLeft: 60) == "Wrong PIN. Try again in 1 minute.")
        #expect(strings.locked(secondsLeft: 61) == "Wrong PIN. Try again in 1 minute 1 second.")
        #expect(strings.locked(secondsLeft: 119) == "Wrong PIN. Try again in 1 minute 59 seconds.")
        #expect(strings.locked(secondsLeft: 900) == "Wrong PIN. Try again in 15 minutes.")
        #expect(strings.locked(secondsLeft: 0) == "Wrong PIN. Try again in 1 second.", "never 'in 0 seconds' while still locked")
    }

    @Test func everySecondOfALockReadsDifferently() {
        let texts = (1...900).map(strings.locked(secondsLeft:))
        #expect(Set(texts).count == 900, "the countdown shows a change every second")
    }

    @Test func theRoomKeptIsMeasuredOnEveryLengthOfMessage() {
        let samples = strings.lockedMessageSamples(upTo: 900)
        let lengths = Set((1...900).map { strings.locked(secondsLeft: $0).count })
        #expect(samples.map(\.count) == lengths.sorted(by: >), "one sample of each length, the longest first")
        #expect(samples.first?.count == "Wrong PIN. Try again in 14 minutes 59 seconds.".count)
        #expect(
            strings.lockedMessageSamples(upTo: 30).map(\.count)
                == [
                    "Wrong PIN. Try again in 29 seconds.".count, "Wrong PIN. Try again in 2 seconds.".count,
                    "Wrong PIN. Try again in 1 second.".count
                ])
    }

    @Test func todaysCount() {
        #expect(strings.savedToday(0) == "Entries saved here today: 0")
        #expect(strings.savedToday(12) == "Entries saved here today: 12")
    }
}
