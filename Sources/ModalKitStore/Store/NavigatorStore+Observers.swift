// Who hears of changes: synchronous hooks around each change, and asynchronous event streams.

import ModalKit

/// The handle of an observer registered with ``NavigatorStore/observe(_:)``, or of a removal
/// handler registered with ``NavigatorStore/onRemoval(where:perform:)``: what
/// ``NavigatorStore/stopObserving(_:)`` takes.
public struct ObserverToken: Hashable, Sendable {
  /// The number the store gave the observer.
  let number: Int
}

extension NavigatorStore {
  /// A moment in one change of the store's navigator, as a change hook hears it.
  @usableFromInline
  package enum Change: Sendable {
    /// The navigator is about to change: ``NavigatorStore/navigator`` still shows the old state.
    case willChange
    /// The navigator changed: the input and its events; ``NavigatorStore/navigator`` shows the
    /// new state.
    case didChange(StoreRecord<Route>)
  }

  // MARK: - Change hooks

  /// Calls `observer` after every input that applies, with the input and its events;
  /// ``navigator`` then shows the new state.
  ///
  /// An input that is refused changes nothing and is not heard here (its rejection still
  /// reaches the streams and the log). An action that applies but changes nothing is heard
  /// with no events; a restore of an equal state is not heard.
  ///
  /// The observer runs on the main actor, inside the store's delivery: actions it sends are
  /// queued (see ``isDelivering``). Observers run in the order they were registered (after the
  /// observable wrappers and the presentation loop), each change before the event streams and
  /// the removal callbacks hear it.
  ///
  /// ```swift
  /// store.observe { record in print(record) }   // push(thread(7)) -> [pushed(thread(7)#1)]
  /// ```
  ///
  /// The store keeps `observer` until ``stopObserving(_:)``: an observer that uses the store
  /// captures it `unowned` or `weak`, or the two keep each other alive. To redraw a SwiftUI
  /// view when the navigator changes, wrap the store: ``ObservableNavigatorStore`` or
  /// `NavigatorStoreObject`.
  ///
  /// - Returns: A token for ``stopObserving(_:)``.
  @discardableResult
  public func observe(_ observer: @escaping (StoreRecord<Route>) -> Void) -> ObserverToken {
    let token = listeners.newToken()
    listeners.observers.append((token, observer))
    return token
  }

  /// Calls `observer` around every input that applies: `willChange` before the navigator
  /// changes, `didChange` with the input and its events after.
  ///
  /// The hook the observable wrappers and the presentation loop are built on: Observation's
  /// registrar wants `willSet` and `didSet`, Combine's `objectWillChange` the moment before,
  /// and a loop lets go of its copy of the state before it changes. What ``observe(_:)`` says
  /// about refusals, order and re-entrancy holds here too.
  ///
  /// - Returns: A token for ``stopObserving(_:)``.
  @usableFromInline @discardableResult
  package func observeChanges(_ observer: @escaping (Change) -> Void) -> ObserverToken {
    let token = listeners.newToken()
    listeners.hooks.append((token, observer))
    return token
  }

  /// Stops calling the observer or the removal handler registered with this token; an unknown
  /// token, or one already stopped, does nothing.
  ///
  /// A removal handler stopped while the store delivers is not called again, not even for the
  /// rest of the input being delivered.
  ///
  /// - Complexity: O(n) in the number of observers, or of removal handlers.
  public func stopObserving(_ token: ObserverToken) {
    if !listeners.removeHandler(token) {
      listeners.hooks.removeAll { $0.token == token }
      listeners.observers.removeAll { $0.token == token }
    }
  }

  // MARK: - Event streams

  /// A stream of every event from now on, in order, for one reader.
  ///
  /// Each call makes a new stream; any number of readers each get every event, refused
  /// actions' `rejected` events included, without missing one: the stream buffers what its
  /// reader has not read yet. The stream finishes when the store is deinitialized.
  ///
  /// A reader may stop early: when the stream and its iterator are gone (a loop that breaks,
  /// a task that ends or is cancelled), the stream finishes and the store forgets it at the
  /// next event, so an abandoned stream does not buffer forever. (A plain `AsyncStream` would:
  /// only cancellation ends one.)
  ///
  /// ```swift
  /// Task {
  ///   for await event in store.events() { print(event) }
  ///   print("the store is gone")
  /// }
  /// ```
  public func events() -> EventStream {
    let (stream, continuation) = AsyncStream.makeStream(of: Navigator<Route>.Event.self)
    streams[listeners.newToken().number] = continuation
    return EventStream(stream, reader: EventStream.Reader(continuation))
  }

  /// The number of event streams the store still writes to.
  ///
  /// A stream whose reader went is counted until the next event, when the store finds it
  /// finished.
  package var eventStreamCount: Int { streams.count }

  /// Every event of a store from the moment it was made, for one reader: what
  /// ``NavigatorStore/events()`` returns.
  ///
  /// Iterate it once; it finishes when the store is deinitialized, or when the stream and its
  /// iterator are both gone.
  public struct EventStream: AsyncSequence, Sendable {
    /// The stream's element: one event.
    public typealias Element = Navigator<Route>.Event

    /// The stream never throws.
    public typealias Failure = Never

    /// The buffered events.
    let base: AsyncStream<Element>

    /// Finishes the stream when the last copy of the stream or its iterator goes.
    let reader: Reader

    init(_ base: AsyncStream<Element>, reader: Reader) {
      self.base = base
      self.reader = reader
    }

    /// The iterator, which keeps the stream open while it lives.
    public func makeAsyncIterator() -> Iterator {
      Iterator(base: base.makeAsyncIterator(), reader: reader)
    }

    /// Reads the events in order.
    public struct Iterator: AsyncIteratorProtocol {
      /// The buffered events' iterator.
      var base: AsyncStream<Element>.Iterator

      /// Keeps the stream open while the iterator lives.
      let reader: Reader

      /// The next event, or `nil` once the stream has finished.
      public mutating func next() async -> Element? {
        await base.next()
      }
    }

    /// The reader's hold on the stream: finishes it when the last holder goes.
    final class Reader: Sendable {
      /// Where the store writes the events.
      let continuation: AsyncStream<Element>.Continuation

      init(_ continuation: AsyncStream<Element>.Continuation) {
        self.continuation = continuation
      }

      deinit {
        continuation.finish()
      }
    }
  }
}
