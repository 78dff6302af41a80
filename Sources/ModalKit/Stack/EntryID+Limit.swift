// The one id limit: the largest integer a double holds exactly, so that every id a navigator
// hands out is exact in JavaScript, in a trace, and in every port.

extension EntryID {
  /// The largest value a navigator's id counter reaches: 2⁵³ − 1, `9007199254740991`.
  ///
  /// Ids run from `0` to `limit − 1`: ``Navigator/nextID`` stops at `limit`, which is never
  /// handed out, and an action that needs more ids than remain is refused with
  /// ``RejectionReason/idsExhausted``. 2⁵³ − 1 is JavaScript's `Number.MAX_SAFE_INTEGER`, the
  /// largest integer an IEEE double holds exactly, so every id is the same number in a trace,
  /// in a web page, in a saved state read by another language and in the Swift navigator.
  ///
  /// State from outside that carries a counter past the limit is refused where it comes in:
  /// ``Navigator/init(stack:layers:queue:nextID:)`` and the saved-state decoder with
  /// ``InvariantViolation/counterPastLimit(_:)`` (any id at or past the limit is then above the
  /// counter, ``InvariantViolation/idNotBelowCounter(_:)``), a trace with `outOfRange`.
  @inlinable
  public static var limit: EntryID { EntryID(rawValue: 9_007_199_254_740_991) }
}
