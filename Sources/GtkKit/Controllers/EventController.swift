import CGtk

/// An event controller attached to a widget with `Widget.addController(_:)`.
@MainActor
public class EventController: ObjectReference {
    var controllerPointer: OpaquePointer { OpaquePointer(objectPointer) }

    /// When the controller sees events: capture (before the target), bubble (after), target only.
    public enum Phase: Sendable { case capture, bubble, target }

    /// Sets the propagation phase (capture lets a window see keys before the focused entry).
    public func setPhase(_ phase: Phase) {
        let value: GtkPropagationPhase =
            switch phase {
            case .capture: GTK_PHASE_CAPTURE
            case .bubble: GTK_PHASE_BUBBLE
            case .target: GTK_PHASE_TARGET
            }
        gtk_event_controller_set_propagation_phase(controllerPointer, value)
    }
}
