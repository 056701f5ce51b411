import Foundation

/// Why a path that is not a plain file cannot be imported or exported to (a folder, a device,
/// a pipe or a socket), in the words both say.
enum NotARegularFile {
    /// The reason for a file of this `st_mode`, or nil for a regular file.
    static func reason(mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "it is a folder"
        default: "it is not a regular file (a device, pipe or socket)"
        }
    }
}
