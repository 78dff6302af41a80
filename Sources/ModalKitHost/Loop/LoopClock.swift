// The loop's clock: what a step's deadline is measured on. Nothing waits on it: a step goes out
// when the last one is acknowledged; the clock only says when to stop waiting for a step the
// platform dropped.

#if canImport(Dispatch)
  import Dispatch
#endif

/// What a ``PresentationLoop`` reads the time from and asks to be woken by when a step's
/// deadline passes.
///
/// The loop never waits on the clock to hand out a step: steps go out as acknowledgements come.
/// The clock only catches a step that never finishes (a presentation the platform dropped
/// without a word): the loop asks to be woken at the step's deadline and, if the step is still
/// under way then, looks at what the host shows and plans again.
///
/// An app uses the system clock, the loop's default (the main queue's timers where Dispatch
/// exists); a test uses ``ManualLoopClock``.
@MainActor
public protocol LoopClock: AnyObject {
  /// The time now, in seconds, on a clock that never goes back; its origin is the clock's own.
  var now: Double { get }

  /// Calls `wake` once, on the main actor, at or after `deadline` (in ``now``'s seconds); a
  /// later call replaces an earlier one that has not fired yet.
  func wake(at deadline: Double, _ wake: @escaping @MainActor () -> Void)
}

/// A clock that moves only when told to: for tests, so that a deadline passes exactly when the
/// test says, with no waiting.
///
/// ```swift
/// let clock = ManualLoopClock()
/// let loop = PresentationLoop(store, abilities: .iOS17, clock: clock)
/// clock.advance(by: 3)     // a step handed out 3 seconds ago and never acknowledged is missed
/// ```
@MainActor
public final class ManualLoopClock: LoopClock {
  /// The time now, in seconds since the clock was created, as the test set it.
  public private(set) var now: Double = 0

  /// The wake-up asked for, if it has not fired.
  var pending: (deadline: Double, wake: @MainActor () -> Void)?

  /// Creates a clock at time 0.
  public init() {}

  /// The deadline of the wake-up waiting to fire, if any.
  public var nextDeadline: Double? { pending?.deadline }

  /// Keeps `wake` until the clock is advanced to `deadline`.
  public func wake(at deadline: Double, _ wake: @escaping @MainActor () -> Void) {
    pending = (deadline, wake)
  }

  /// Moves the time on by `seconds` and fires the wake-up if its deadline has come; a wake-up
  /// asked for while firing fires too if its deadline has come.
  public func advance(by seconds: Double) {
    now += max(0, seconds)
    while let (deadline, wake) = pending, deadline <= now {
      pending = nil
      wake()
    }
  }
}

#if canImport(Dispatch)
  /// The system's clock: the monotonic uptime, with wake-ups on the main queue.
  ///
  /// A wake-up is a deadline check, never a delay before a step. A loop asks for one per step,
  /// each later than the last, so the clock keeps one timer on the main queue: a wake-up asked
  /// for while the timer is due no later only replaces the one kept, and when the timer fires
  /// early for it, it is set again for its deadline. Steps that follow each other quickly cost
  /// a stored deadline each, not a timer each.
  @MainActor
  package final class SystemLoopClock: LoopClock {
    /// The uptime at creation, the origin of ``now``.
    let origin = DispatchTime.now().uptimeNanoseconds

    /// The number of the latest timer, so that an earlier one that fires does nothing.
    var generation = 0

    /// The wake-up asked for, if it has not fired.
    var pending: (deadline: Double, wake: @MainActor () -> Void)?

    /// When the timer on the main queue fires, if one is set.
    var timerDeadline: Double?

    /// Creates a clock whose time starts now.
    package init() {}

    /// The seconds since the clock was created.
    package var now: Double {
      Double(DispatchTime.now().uptimeNanoseconds - origin) / 1_000_000_000
    }

    /// Calls `wake` on the main queue at `deadline`, replacing an earlier wake-up.
    ///
    /// - Complexity: O(1); sets a timer only when none is due at or before `deadline`.
    package func wake(at deadline: Double, _ wake: @escaping @MainActor () -> Void) {
      pending = (deadline, wake)
      if let timerDeadline, timerDeadline <= deadline { return }
      setTimer(at: deadline)
    }

    /// Sets the one timer, replacing the one set before.
    func setTimer(at deadline: Double) {
      generation += 1
      timerDeadline = deadline
      let current = generation
      let nanoseconds = UInt64(max(0, deadline) * 1_000_000_000)
      let when = DispatchTime(uptimeNanoseconds: origin + nanoseconds)
      // A watchdog, not a delay: no step waits for it (acknowledgements move the loop on), and
      // it does anything only when a step's deadline passed with its acknowledgement missing.
      DispatchQueue.main.asyncAfter(deadline: when) { [weak self] in
        MainActor.assumeIsolated {
          guard let self, self.generation == current else { return }
          self.timerDeadline = nil
          guard let (deadline, wake) = self.pending else { return }
          if deadline > self.now {
            self.setTimer(at: deadline)
            return
          }
          self.pending = nil
          wake()
        }
      }
    }
  }
#endif
