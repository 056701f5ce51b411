// The start-up benchmark's second baseline: the least a Swift program on GtkKit does to show a
// window (the first is scripts/bench/minimal-window.c). Between the two, the cost of Swift, its
// runtime and the binding; between this one and `entrydesk`, the cost of the app's own work.
// Prints "mapped <peak RSS kB> <CLOCK_MONOTONIC ns>" when its window maps, "drawn ..." the same
// once its first frame is painted, then "size <width> <height>" of its surface, and quits.
// Usage: entrydesk-minimal-window [WIDTH HEIGHT], like the C one.
import Glibc
import GtkKit

func monotonicNanoseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int(now.tv_sec) * 1_000_000_000 + Int(now.tv_nsec)
}

func peakResidentKilobytes() -> Int {
    guard let status = fopen("/proc/self/status", "r") else { return -1 }
    defer { fclose(status) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), status) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard text.hasPrefix("VmHWM:") else { continue }
        return Int(text.dropFirst(6).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "") ?? -1
    }
    return -1
}

/// One line on standard output, in one write: the benchmark reads it as the program runs.
func report(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { bytes in _ = write(1, bytes.baseAddress, bytes.count) }
}

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let size = arguments.count == 2 ? (width: arguments[0], height: arguments[1]) : (width: 720, height: 820)

MainActor.assumeIsolated {
    let application = Application(id: "org.entrydesk.bench.MinimalSwift", options: .nonUnique)
    var window: Window?
    application.onActivate {
        let shown = Window(application: application)
        shown.title = "Minimal"
        shown.setDefaultSize(width: size.width, height: size.height)
        shown.onMap {
            let mappedAt = monotonicNanoseconds()
            report("mapped \(peakResidentKilobytes()) \(mappedAt)")
            shown.onNextFramePainted {
                let drawnAt = monotonicNanoseconds()
                report("drawn \(peakResidentKilobytes()) \(drawnAt)")
                let size = shown.surfaceSize ?? (0, 0)
                report("size \(size.width) \(size.height)")
                application.quit()
            }
        }
        shown.present()
        window = shown
    }
    _ = application.run()
    _ = window
}
