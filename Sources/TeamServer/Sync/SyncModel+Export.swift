// The changes and entries that push and pull carry are SyncModel's, shared with the local
// database (EntryStore), so that neither converts the other's copy.
@_exported import SyncModel
