// The SwiftUI example's store: an ObservableObject around a Navigator, with callbacks (example code).
// Run on macOS: swift run modalkit-swiftui-example (not compiled on Linux, only on Apple platforms).

#if canImport(SwiftUI)
  import Combine
  import ModalKit
  import SwiftUI

  /// The one source of truth for a window: a navigator, and what SwiftUI has been shown of it.
  ///
  /// ModalKit has no store yet, so the example keeps a small one. It is an `ObservableObject`
  /// rather than `@Observable` so that it runs on iOS 15, the oldest system the package supports;
  /// on iOS 17 and later the same class can be `@Observable` with `@Published` removed.
  @MainActor
  final class NavigatorStore: ObservableObject {
    /// The truth: what ModalKit says is on screen, changed only by ``send(_:from:)``.
    @Published private(set) var navigator: Navigator<MailRoute>

    /// The layers SwiftUI is showing, moved toward `navigator.modal.layers` one presentation
    /// change at a time (see ``advance()``).
    @Published private(set) var shownLayers: [ModalLayer<MailRoute>] = []

    /// The window's size and safe area, for overlay frames, detent heights and input blocking.
    @Published var container = LayoutContainer(width: 390, height: 844)

    /// The events of the last action, for the screens to show.
    @Published private(set) var lastEvents: [String] = []

    /// Callbacks to run when an entry is dismissed: seed 003's `onEnd`, seed 000's `hide`.
    private var dismissHandlers: [EntryID: (DismissReason) -> Void] = [:]

    /// Whether a presentation change is still animating; the next waits for it.
    private var isAdvancing = false

    init(root: MailRoute) {
      navigator = Navigator(root: root)
    }

    // MARK: - Sending actions

    /// Applies an action, delivers its events to the callbacks, and starts moving the screen.
    ///
    /// - Parameters:
    ///   - action: What to do.
    ///   - screen: The screen whose button sent the action, if any: the action acts at that
    ///     screen's level, and is refused when the screen cannot take input
    ///     (`Navigator.send(_:from:)`). Without one, it acts on the topmost level.
    /// - Returns: The navigator's events for the action.
    @discardableResult
    func send(
      _ action: Navigator<MailRoute>.Action, from screen: EntryID? = nil
    ) -> Navigator<MailRoute>.Events {
      let events: Navigator<MailRoute>.Events
      if let screen {
        events = navigator.send(action, from: screen)
      } else {
        events = navigator.send(action)
      }
      lastEvents = events.map(Self.describe)
      for case .dismissed(let entry, let reason) in events {
        // Each entry is reported dismissed exactly once, so each callback runs exactly once.
        dismissHandlers.removeValue(forKey: entry.id)?(reason)
      }
      refreshShownLayers()
      advance()
      return events
    }

    /// Runs `handler` once, when the entry with this id is dismissed for whatever reason.
    func onDismiss(_ id: EntryID, perform handler: @escaping (DismissReason) -> Void) {
      dismissHandlers[id] = handler
    }

    // MARK: - Reading for the views

    /// The stack a level shows: level 0 is the window's, level k the k-th shown layer's; `nil`
    /// for a level no longer shown (SwiftUI can still ask while a sheet animates away), as the
    /// navigator's own `stack(atLevel:)` answers outside its levels.
    func stack(atLevel level: Int) -> RouteStack<MailRoute>? {
      level == 0 ? navigator.stack : shownLayer(atLevel: level)?.stack
    }

    /// The shown layer at a level (1 is the first presented), if any.
    func shownLayer(atLevel level: Int) -> ModalLayer<MailRoute>? {
      level >= 1 && level <= shownLayers.count ? shownLayers[level - 1] : nil
    }

    /// The current state of the layer with this id, if it is still presented.
    func layer(_ id: EntryID) -> ModalLayer<MailRoute>? {
      navigator.modal.layers.first { $0.id == id }
    }

    /// Whether a level takes taps: ModalKit's input rule, the seed 000 gap closed.
    func takesInput(atLevel level: Int) -> Bool {
      level >= navigator.lowestInteractiveLevel(in: container)
    }

    // MARK: - One presentation change per SwiftUI update

    /// Brings changes to already-shown layers (a new detent, a push inside a sheet, an updated
    /// route) into ``shownLayers`` at once: they are not presentation changes.
    private func refreshShownLayers() {
      let current = Dictionary(uniqueKeysWithValues: navigator.modal.layers.map { ($0.id, $0) })
      shownLayers = shownLayers.map { current[$0.id] ?? $0 }
    }

    /// Moves ``shownLayers`` one step toward the navigator's layers, then waits and repeats.
    ///
    /// ModalKit is atomic: `home` can dismiss three sheets and `replace` can swap one for another
    /// in a single action. SwiftUI cannot: it presents or dismisses one sheet per update and
    /// drops a second change made while the first still animates. So the store dismisses the
    /// topmost shown layer that is gone first, then presents missing layers bottom up, one per
    /// step. (ModalKit's transition planner will compute these steps; until then, this loop.)
    private func advance() {
      guard !isAdvancing else { return }
      let target = navigator.modal.layers
      var common = 0
      while common < shownLayers.count, common < target.count,
        shownLayers[common].id == target[common].id
      {
        common += 1
      }
      if shownLayers.count > common {
        shownLayers.removeLast()
      } else if target.count > common {
        shownLayers.append(target[common])
      } else {
        return
      }
      isAdvancing = true
      Task { @MainActor [weak self] in
        // Long enough for a sheet's presentation animation to finish.
        try? await Task.sleep(nanoseconds: 450_000_000)
        self?.isAdvancing = false
        self?.advance()
      }
    }

    // MARK: - Describing events

    private static func describe(_ event: Navigator<MailRoute>.Event) -> String {
      switch event {
      case .pushed(let entry): "pushed \(entry)"
      case .popped(let entry): "popped \(entry)"
      case .presented(let entry, let presentation): "presented \(entry) (\(presentation.styleName))"
      case .dismissed(let entry, let reason): "dismissed \(entry) (\(reason))"
      case .queued(let entry, _): "queued \(entry)"
      case .dropped(let entry): "dropped \(entry)"
      case .detentChanged(let id, let from, let to): "detent of \(id): \(from) -> \(to)"
      case .updated(let id, let from, let to): "updated \(id): \(from) -> \(to)"
      case .rejected(_, let reason): "rejected: \(reason)"
      }
    }
  }
#endif
