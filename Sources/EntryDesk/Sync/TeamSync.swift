import EntryStore
import EntrySync
import Foundation
import GtkKit
import TeamServer

/// The window's side of syncing with the team server: starts the engine once the window is on
/// screen (nothing of libpq loads before), tells it of each change, and shows each pass's
/// outcome in the header bar's indicator, reading the list again when a pull brought entries.
/// Each pass also keeps the team's form in the data folder (`FormSource.team`): read at the
/// next start, never swapped under the open window, which says when one came.
@MainActor
final class TeamSync {
    let indicator = SyncIndicator()
    private let engine: SyncEngine
    /// Called on the main thread after each pass that sent or received entries.
    var onPass: (@MainActor () -> Void)? {
        get { sink.onPass }
        set { sink.onPass = newValue }
    }
    /// Called on the main thread with the version of a team's form a pass received and kept
    /// (keyed from the next start).
    var onFormReceived: (@MainActor (String) -> Void)? {
        get { sink.onFormReceived }
        set { sink.onFormReceived = newValue }
    }
    private let sink: StatusSink

    /// Where the engine's thread hands each status: the main thread, while the window lives.
    @MainActor private final class StatusSink {
        let indicator: SyncIndicator
        var onPass: (@MainActor () -> Void)?
        var onFormReceived: (@MainActor (String) -> Void)?
        init(indicator: SyncIndicator) { self.indicator = indicator }
    }

    init(store: EntryStore, address: ServerAddress, role: MachineRole) {
        let sink = StatusSink(indicator: indicator)
        self.sink = sink
        engine = SyncEngine(
            store: store, role: role, teamForm: .desk(), connect: { try TeamServerLink(address: address, role: role) },
            report: { [weak sink] status in
                MainLoopDispatch.post {
                    sink?.indicator.show(status)
                    if status.moved > 0 { sink?.onPass?() }
                    if let version = status.receivedForm { sink?.onFormReceived?(version) }
                }
            })
    }

    /// Starts syncing (after the first frame: nothing of it delays the window).
    func start() { engine.start() }

    /// An entry was saved, changed or deleted here: a pass runs soon.
    func changed() { engine.changed() }
}
