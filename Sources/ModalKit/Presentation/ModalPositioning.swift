/// Where an overlay sits in its container: against the top edge, centred, or against the bottom.
public enum ModalPositioning: String, Hashable, Sendable, CaseIterable {
  /// Against the top of the safe area.
  case top
  /// Centred vertically in the safe area.
  case center
  /// Against the bottom of the safe area.
  case bottom
}
