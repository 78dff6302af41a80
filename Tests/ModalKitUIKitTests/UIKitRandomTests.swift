import ModalKit
import ModalKitDriver
import ModalKitHost
import ModalKitStore
import ModalKitTestSupport
import ModalKitUIKit
import Testing

/// Random apps and random users against the simulated UIKit: whatever the order, UIKit is never
/// asked for what it refuses, the screen ends up showing the store's navigator, and every
/// entry that went had its removal callback once.
///
/// 24 seeds in the long run (`MODALKIT_LONG=1`); 6 of them in `swift test`, ones that between
/// them reach every line of the host the 24 reach (an overlay's level asked about among them).
@MainActor
@Suite("The UIKit host under random actions, gestures and timings")
struct UIKitRandomTests {
  static let routes: [Mail] = [
    .settings, .account, .compose, .photo, .delete, .share, .picker, .card, .player,
  ]

  @Test(
    "the screen converges and every callback runs once",
    arguments: LongRuns.size(short: Array(UInt64(13)...18), long: Array(UInt64(1)...24)))
  func randomSession(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for system in [UIKitSystem.iOS(15), .iOS(17), .tvOS(17)] {
      let rig = Rig(root: Mail.inbox, system: system)
      var registered: Set<EntryID> = []
      for _ in 0..<300 {
        switch Int.random(in: 0..<10, using: &random) {
        case 0...3: app(rig, &random, &registered)
        case 4...6: user(rig, &random)
        default: time(rig, &random)
        }
      }
      // The finger lifts, the animations end; a step whose signal UIKit lost is caught by its
      // deadline.
      rig.uiKit.endBackSwipe(letsGo: Bool.random(using: &random))
      for _ in 0..<5 where !rig.converged {
        rig.uiKit.finish()
        rig.clock.advance(by: UIKitHost<FakeUIKit<Mail>>.abilities.stepDeadline)
      }

      #expect(rig.uiKit.violations == [], "seed \(seed), \(system)")
      #expect(rig.converged, "seed \(seed), \(system): \(rig.uiKit.description)")
      var gone = registered
      for entry in rig.store.navigator.allEntries { gone.remove(entry.id) }
      let counts = rig.calls.lines.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
      #expect(counts.values.allSatisfy { $0 == 1 }, "seed \(seed), \(system)")
      #expect(rig.calls.lines.count == gone.count, "seed \(seed), \(system)")
    }
  }

  /// The app sends an action, from the top screen or from the window's.
  func app(_ rig: Rig<Mail>, _ random: inout SplitMix64, _ registered: inout Set<EntryID>) {
    let navigator = rig.store.navigator
    let top = navigator.topLayer?.id
    let action: Navigator<Mail>.Action
    switch Int.random(in: 0..<9, using: &random) {
    case 0, 1: action = .present(Self.routes.randomElement(using: &random) ?? .settings)
    case 2: action = .push(.thread(Int.random(in: 1...9, using: &random)))
    case 3: action = .unwind
    case 4: action = .dismiss
    case 5: action = Bool.random(using: &random) ? .home : .dismissAll
    case 6:
      guard let top, let detents = navigator.topLayer?.presentation.sheet?.detents,
        let detent = detents.randomElement(using: &random)
      else { return }
      action = .selectDetent(detent, of: top)
    case 7:
      action = .update(navigator.stack.top.id, to: .thread(Int.random(in: 1...9, using: &random)))
    default:
      _ = try? rig.store.open("/inbox/thread:3/settings;sheet/thread:4/photo;sheet", as: mailLinks)
      for entry in rig.store.navigator.allEntries where registered.insert(entry.id).inserted {
        rig.store.onRemoval(of: entry.id, perform: rig.calls.callback("\(entry)"))
      }
      return
    }
    let screen = Bool.random(using: &random) ? nil : navigator.stack.top.id
    let events = rig.send(action, from: screen)  // registers a callback for each new entry
    for case .pushed(let entry) in events { registered.insert(entry.id) }
    for case .presented(let entry, _) in events { registered.insert(entry.id) }
  }

  /// The user does something to the top of the screen, when no transition runs.
  func user(_ rig: Rig<Mail>, _ random: inout SplitMix64) {
    let uiKit = rig.uiKit
    if uiKit.openBackSwipe != nil {
      uiKit.endBackSwipe(letsGo: Bool.random(using: &random))
      return
    }
    // UIKit takes no gesture while a transition animates (platform fact 1.2).
    guard uiKit.pending.isEmpty else { return }
    if Int.random(in: 0..<6, using: &random) == 0 {
      uiKit.beginBackSwipe(in: uiKit.layers.last.map { .layer($0.id) } ?? .window)
      return
    }
    guard let top = uiKit.layers.last else {
      if Bool.random(using: &random) {
        uiKit.swipeBack(in: .window)
      } else {
        uiKit.tapBack(in: .window)
      }
      return
    }
    switch top.style {
    case .pageSheet(let sheet):
      switch Int.random(in: 0..<5, using: &random) {
      case 0: uiKit.swipeDown(top.id)
      case 1: uiKit.swipeDown(top.id, letsGo: false)
      case 2: uiKit.tapDimmedArea(top.id)
      case 3: uiKit.drag(top.id, to: sheet.detents.randomElement(using: &random) ?? .large)
      default: uiKit.swipeBack(in: .layer(top.id), letsGo: Bool.random(using: &random))
      }
    case .alert(let content), .actionSheet(let content):
      let button = content.buttons.randomElement(using: &random)?.id ?? "cancel"
      if case .actionSheet = top.style, Bool.random(using: &random) {
        uiKit.tapOutside(top.id, cancelHandler: Bool.random(using: &random) ? "cancel" : nil)
      } else {
        uiKit.tapButton(button, of: top.id)
      }
    case .overlay:
      uiKit.send(.backdropTapped(top.id))
    case .fullScreen, .blurOverFullScreen:
      uiKit.tapBack(in: .layer(top.id))
    }
  }

  /// Some animations end, or a turn of the main queue passes, or a second (by which every
  /// animation has ended), or UIKit loses what it had to say (platform fact 8.3).
  func time(_ rig: Rig<Mail>, _ random: inout SplitMix64) {
    switch Int.random(in: 0..<10, using: &random) {
    case 0, 1: rig.uiKit.nextTurn()
    case 2, 3:
      while !rig.uiKit.pending.isEmpty { rig.uiKit.send(rig.uiKit.pending.removeFirst()) }
      rig.clock.advance(by: 1)
    case 4:
      if !rig.uiKit.pending.isEmpty { rig.uiKit.pending.removeFirst() }
    default:
      let count = Int.random(in: 1...3, using: &random)
      for _ in 0..<min(count, rig.uiKit.pending.count) {
        rig.uiKit.send(rig.uiKit.pending.removeFirst())
      }
    }
  }
}
