#if !hasFeature(Embedded)
  /// Why a saved navigator cannot be restored: a version this build does not read, or a state
  /// that breaks a rule a navigator keeps.
  ///
  /// Decoding a ``Navigator`` throws one of two kinds of error, and nothing else (apart from
  /// the route's own errors, which pass through as the route's `init(from:)` throws them):
  ///
  /// - a `DecodingError` from the decoder, unchanged, when the data does not have the format's
  ///   shape: not valid JSON, a member missing or of the wrong type, an unknown name for a
  ///   detent, size, style, positioning or role, a stack with no root;
  /// - a `RestorationError` when the data has the shape but not a state ModalKit can trust.
  ///
  /// ModalKit passes the decoder's errors through rather than wrapping them: they already name
  /// the member and its coding path, a wrapper would lose the type callers match on, and the
  /// errors a JSON decoder raises before any `init(from:)` runs (truncated or malformed text)
  /// could not be wrapped anyway.
  ///
  /// ```swift
  /// do {
  ///   navigator = try JSONDecoder().decode(Navigator<Screen>.self, from: saved)
  /// } catch let error as RestorationError {
  ///   // a newer app's format, or a state that breaks a rule: start fresh
  /// } catch {
  ///   // not a saved navigator at all
  /// }
  /// ```
  public enum RestorationError: Error, Hashable, Sendable {
    /// The encoding's `version` is not one this build reads; see
    /// ``Navigator/restorationVersion``.
    case unsupportedVersion(Int)

    /// The decoded values break a rule a navigator keeps: exactly the first violation that
    /// ``Navigator/invariantViolations()`` names for them, the judge every decoder asks.
    case invalidState(InvariantViolation)

    /// A ``Presentation`` decoded on its own cannot be shown.
    ///
    /// Inside a navigator the same problem names its entry, as ``invalidState(_:)``.
    case invalidPresentation(PresentationProblem)
  }
#endif
