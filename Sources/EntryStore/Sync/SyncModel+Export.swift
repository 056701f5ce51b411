// The outbox's changes and the pulled entries are SyncModel's types, the same the team server
// speaks: a user of the store needs no second import to name them.
@_exported import SyncModel
