import ArgumentParser
import EntryStore

/// Lets `--format csv|jsonl` parse straight into the store's format enum.
extension EntryFileFormat: ExpressibleByArgument {}
