import Foundation
import TestSupport

/// A speech-dispatcher of a test's own, on its own socket, with its log at the level that
/// records each message it is asked to say (`Queueing message |…|`). Sound goes to ALSA's null
/// device through the dummy output module, so it runs on a machine without a sound card.
/// Give the app `environment` (SPEECHD_ADDRESS) and it speaks here.
public final class SpeechDispatcher {
    private let folder: TemporaryFolder
    private let process = Process()
    private let socket: URL

    /// Starts the daemon and waits until its socket is there.
    public init(timeout: TimeInterval = 15) throws {
        folder = try TemporaryFolder("entrydesk-speechd")
        // Only the sound output is said: the daemon finds its installed modules by itself.
        let configuration = try folder.write("AudioOutputMethod \"alsa\"\nAudioALSADevice \"null\"\n", to: "conf/speechd.conf")
            .deletingLastPathComponent()
        socket = folder.file("speechd.sock")
        process.executableURL = URL(fileURLWithPath: "/usr/bin/speech-dispatcher")
        process.arguments = [
            "--run-single", "--log-level", "5", "--log-dir", folder.path, "--config-dir", configuration.path,
            "--communication-method", "unix_socket", "--socket-path", socket.path, "--timeout", "0"
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while !FileManager.default.fileExists(atPath: socket.path) {
            guard process.isRunning, Date() < deadline else {
                stop()
                throw SpeechDispatcherError.notStarted(log: (try? String(contentsOf: log, encoding: .utf8)) ?? "no log")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// The daemon's log (read by drivers through ENTRYDESK_SPEECHD_LOG).
    public var log: URL { folder.file("speech-dispatcher.log") }

    /// What a client of this daemon needs in its environment.
    public var environment: [String: String] { ["SPEECHD_ADDRESS": "unix_socket:" + socket.path] }

    public func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        folder.cleanUp()
    }

    public enum SpeechDispatcherError: Error, CustomStringConvertible {
        case notStarted(log: String)
        public var description: String {
            switch self {
            case let .notStarted(log): "speech-dispatcher did not start (is Debian's speech-dispatcher installed?): \(log.suffix(2000))"
            }
        }
    }
}
