import EntryStore
import EntrySync
import Foundation
import ServerTestSupport
import Synchronization
import Testing
import TeamServer
import TestSupport

/// The sync engine as the window runs it, against a server that dies under it.
@Suite(.enabled(if: TestCluster.isRunnable), .serialized)
struct SyncUnderFaultsTests {
    /// Four desks save 500 entries each at the same time while the server is killed
    /// (`pg_ctl stop -m immediate`) and started again twice, and one more each while it is down:
    /// the server ends with exactly 2008 entries and every desk with all 2008. A save that waited
    /// for the server would never end while it is down.
    @Test(.timeLimit(.minutes(6))) func fourDesksSaveWhileTheServerDiesTwice() throws {
        let cluster = try TestCluster.launchPrivate()
        defer { try? cluster.remove() }
        let team = try SyncTeam(cluster: cluster)
        defer { team.tearDown() }
        let desks = try (0..<4).map { try team.desk("d\($0)") }
        var timing = SyncTiming()
        timing.afterChange = .milliseconds(20)
        timing.interval = .milliseconds(200)
        timing.firstRetry = .milliseconds(100)
        timing.longestRetry = .milliseconds(400)
        let offline = Atomic<Int>(0)
        let engines = desks.map { desk in
            SyncEngine(
                store: desk.store, role: .desk, timing: timing,
                connect: { try TeamServerLink(address: desk.address, role: .desk) },
                report: { status in if case .offline = status.state { offline.add(1, ordering: .relaxed) } })
        }
        for engine in engines { engine.start() }
        // The saves come in three parts, each begun only after the server died and came back
        // once more, so that saving goes on across both deaths whatever the machine's speed.
        let restarts = Atomic<Int>(0)
        let savers = ThreadResults<Void>()
        for (index, desk) in desks.enumerated() {
            savers.run {
                for number in 0..<500 {
                    if number % 167 == 0 {
                        try waitUntil("restart \(number / 167)", timeout: .seconds(60)) {
                            restarts.load(ordering: .relaxed) >= number / 167
                        }
                    }
                    try desk.store.insert(entry("Desk \(index) entry \(number)", minute: Int64(number)))
                    engines[index].changed()
                }
            }
        }
        // Kill the server twice while they save: each time once the part saved so far reached
        // it, and start it again once every desk has noticed it was gone.
        var reached = 0
        for round in 1...2 {
            try waitUntil("part \(round) reached the server") { ((try? team.serverCounts().live) ?? 0) > reached }
            reached = try team.serverCounts().live
            let noticed = offline.load(ordering: .relaxed)
            try cluster.kill()
            try waitUntil("the server's death noticed") { offline.load(ordering: .relaxed) >= noticed + desks.count }
            let whileDown = ThreadResults<Void>()
            for (index, desk) in desks.enumerated() {
                whileDown.run {
                    try desk.store.insert(entry("Desk \(index) while the server is down \(round)", minute: Int64(500 + round)))
                    engines[index].changed()
                }
            }
            for result in try whileDown.waitFor(count: desks.count, timeout: 60) { try result.get() }
            try cluster.start()
            restarts.add(1, ordering: .relaxed)
        }
        for result in try savers.waitFor(count: desks.count, timeout: 120) { try result.get() }
        try waitUntil("every desk has sent and received all 2008", timeout: .seconds(120)) {
            try desks.allSatisfy { try $0.store.sync.waitingCount() == 0 && $0.store.count() == 2008 }
        }
        for engine in engines { engine.stop() }
        let counts = try team.database.adminConnection().execute(
            "SELECT count(*), count(DISTINCT id) FROM entrydesk.entry WHERE NOT deleted")
        #expect(counts[0] == ["2008", "2008"])
        for desk in desks {
            #expect(try desk.store.count() == 2008, "\(desk.name)")
        }
        #expect(offline.load(ordering: .relaxed) > 0, "the desks noticed the server was gone")
    }
}
