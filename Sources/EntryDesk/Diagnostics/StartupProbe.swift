import EntryStore
import EntryWidgets
import Foundation
import GtkKit

/// What `entrydesk-bench` measures in the running app, installed only when the benchmark asks
/// for it (ENTRYDESK_BENCH_EXIT_ON_MAP=1): the app itself reads none of this.
///
/// It prints "mapped <peak RSS kB> <CLOCK_MONOTONIC ns>" when the window maps, "drawn ..." the
/// same once its first frame is painted with "size <width> <height>" of its surface (the
/// minimal windows open as large: a drawing surface takes memory in proportion to its area),
/// "ready ..." once the saved entries are read and painted; then, as asked, it types searches
/// (ENTRYDESK_BENCH_SEARCHES), writes the window as a GtkBuilder file
/// (ENTRYDESK_BENCH_REPLICA) or times frames (ENTRYDESK_BENCH_FRAMES, `FrameTimer`), and quits.
@MainActor
final class StartupProbe {
    private let application: Application
    private let themes: ThemeManager
    private let environment: [String: String]
    private var frames: FrameTimer?

    /// The probe the environment asks for, or nil (the usual case).
    init?(application: Application, themes: ThemeManager, environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard environment["ENTRYDESK_BENCH_EXIT_ON_MAP"] == "1" else { return nil }
        self.application = application
        self.themes = themes
        self.environment = environment
    }

    private func report(_ event: String) {
        let now = StartupTrace.monotonicNanoseconds()
        GtkRuntime.writeStandardOutput("\(event) \(PeakMemory.residentKilobytes() ?? -1) \(now)\n")
    }

    /// Watches `mainWindow` from its mapping on.
    func install(on mainWindow: MainWindow) {
        let window = mainWindow.window
        var mapped = false
        window.onMap { [weak self] in
            guard let self, !mapped else { return }
            mapped = true
            StartupTrace.mark("mapped")
            self.report("mapped")
            window.onNextFramePainted { [weak self] in
                guard let self else { return }
                self.report("drawn")
                let size = window.surfaceSize ?? (0, 0)
                GtkRuntime.writeStandardOutput("size \(size.width) \(size.height)\n")
                if let folder = self.environment["ENTRYDESK_BENCH_REPLICA"] {
                    self.writeReplica(of: window, to: URL(fileURLWithPath: folder))
                }
            }
        }
        var listed = false
        mainWindow.entries.onReloaded = { [weak self] _, _, complete in
            guard let self, complete, !listed else { return }
            listed = true
            window.onNextFramePainted { [weak self] in
                guard let self else { return }
                self.report("ready")
                self.afterReady(mainWindow)
            }
        }
    }

    private func afterReady(_ mainWindow: MainWindow) {
        if let seconds = environment["ENTRYDESK_BENCH_FRAMES"].flatMap(Double.init) {
            if let path = environment["ENTRYDESK_BENCH_EXPORT"] {
                mainWindow.export(format: .csv, to: URL(fileURLWithPath: path))
            }
            frames = FrameTimer(window: mainWindow.window, seconds: seconds) { [weak self] summary in
                GtkRuntime.writeStandardOutput(summary + "\n")
                self?.application.quit()
            }
            return
        }
        let searches = environment["ENTRYDESK_BENCH_SEARCHES"]?
            .split(separator: "|", omittingEmptySubsequences: false).map(String.init) ?? []
        benchmarkSearches(searches[...], in: mainWindow)
    }

    /// The window as it is at its first frame, as a GtkBuilder file with the theme's style
    /// sheet, which a C program builds to show what GTK alone costs for this screen
    /// (scripts/bench/minimal-window.c).
    private func writeReplica(of window: Window, to folder: URL) {
        let replica = window.builderReplica()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(replica.xml.utf8).write(to: folder.appendingPathComponent("window.ui"))
            try Data(replica.popoverParents.utf8).write(to: folder.appendingPathComponent("popovers"))
            try Data(themes.appliedStylesheet.utf8).write(to: folder.appendingPathComponent("style.css"))
            // Which theme that is (with no --theme, the desktop's choice): for the launch tests.
            try Data(themes.activeThemeName.utf8).write(to: folder.appendingPathComponent("theme"))
            if !replica.unsupported.isEmpty {
                GtkRuntime.writeStandardOutput("replica-unsupported \(replica.unsupported.joined(separator: ","))\n")
            }
        } catch {
            GtkRuntime.writeStandardOutput("replica-error \(error)\n")
        }
    }

    /// Types each query into the search field as a person would (the list reads after the
    /// field's pause), and prints "search <matches> <ms to the first rows read> <ms to the frame
    /// painted after them> <ms to the whole list read>", counted from when the read began;
    /// then quits.
    private func benchmarkSearches(_ queries: ArraySlice<String>, in mainWindow: MainWindow) {
        guard let query = queries.first else {
            application.quit()
            return
        }
        var first: (matches: Int?, read: Int, drawn: Int)?
        var firstPainted = false
        var completeAt: Int?
        func finish(_ startedAt: Int) {
            guard let first, firstPainted, let completeAt else { return }
            mainWindow.entries.onReloaded = nil
            let line = String(format: "search %d %.2f %.2f %.2f\n", first.matches ?? -1, Double(first.read - startedAt) / 1e6,
                              Double(first.drawn - startedAt) / 1e6, Double(completeAt - startedAt) / 1e6)
            GtkRuntime.writeStandardOutput(line)
            benchmarkSearches(queries.dropFirst(), in: mainWindow)
        }
        mainWindow.entries.onReloaded = { matches, startedAt, complete in
            let readAt = StartupTrace.monotonicNanoseconds()
            if first == nil {
                first = (matches, readAt, 0)
                mainWindow.window.onNextFramePainted {
                    first?.drawn = StartupTrace.monotonicNanoseconds()
                    firstPainted = true
                    finish(startedAt)
                }
            }
            if complete {
                completeAt = readAt
                finish(startedAt)
            }
        }
        if mainWindow.entries.search.text == query {
            mainWindow.entries.reload()  // the same text again changes nothing in the field
        } else {
            mainWindow.entries.search.text = query
        }
    }
}
