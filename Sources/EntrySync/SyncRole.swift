/// How a machine takes part: a desk sends its changes and receives the team's; a kiosk only
/// sends, and forgets each entry once the server has it.
public enum SyncRole: String, Sendable {
    case desk
    case kiosk
}
