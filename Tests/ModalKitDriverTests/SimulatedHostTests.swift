import ModalKit
import ModalKitDriver
import ModalKitTestSupport
import Testing

/// The simulated host is the oracle of the other tests, so its rules are tested too: each
/// refuses what the platform refuses.
@Suite("Simulated host")
struct SimulatedHostTests {
  static func host(_ platform: PlatformAbilities) -> SimulatedHost {
    SimulatedHost(platform: platform, root: entry(0, .inbox), seed: 1)
  }

  static let settings = layer(entry(1, .settings), Look.sheet)
  static let profile = layer(entry(2, .profile), Look.sheet)

  @Test("presenting while a presentation animates is refused (platform fact 1.2)")
  func presentWhileAnimating() {
    var host = Self.host(.uiKit)

    host.perform([.present(Self.settings, level: 1)])
    host.perform([.present(Self.profile, level: 2)])

    #expect(
      host.violations == [
        "platform facts 1.2, 3.5: step while a transition runs: \(Driver.Step([.present(Self.profile, level: 2)]))"
      ])
  }

  @Test("two presentations in one step are refused (platform facts 1.1, 1.6)")
  func twoPresentations() {
    var host = Self.host(.uiKit)

    host.perform([.present(Self.settings, level: 1), .present(Self.profile, level: 2)])

    #expect(host.violations.count == 1)
    #expect(host.violations.first?.hasPrefix("platform facts 1.1, 1.6") == true)
  }

  @Test(
    "several dismissals in one step are refused on iOS 15 and taken on iOS 17 (platform fact 2.4)")
  func severalDismissals() {
    func dismissBoth(on platform: PlatformAbilities) -> SimulatedHost {
      var host = Self.host(platform)
      host.perform([.present(Self.settings, level: 1)])
      while !host.isQuiet { _ = host.tick() }
      host.perform([.present(Self.profile, level: 2)])
      while !host.isQuiet { _ = host.tick() }
      host.perform([.dismiss(2, reason: .programmatic), .dismiss(1, reason: .programmatic)])
      while !host.isQuiet { _ = host.tick() }
      return host
    }

    let iOS15 = dismissBoth(on: .iOS15)
    let iOS17 = dismissBoth(on: .iOS17)

    #expect(iOS15.violations == ["platform fact 2.4: several dismissals in one step: [#2, #1]"])
    #expect(iOS17.violations == [])
    #expect(iOS17.layers.isEmpty)
  }

  @Test("dismissing a presenter while the layer above it stays is refused (platform fact 2.1)")
  func dismissPresenterOnly() {
    var host = Self.host(.uiKit)
    host.perform([.present(Self.settings, level: 1)])
    while !host.isQuiet { _ = host.tick() }
    host.perform([.present(Self.profile, level: 2)])
    while !host.isQuiet { _ = host.tick() }

    host.perform([.dismiss(1, reason: .programmatic)])

    #expect(host.violations == ["platform fact 2.1: dismiss [#1] while the top layers are [#2]"])
  }

  @Test("NavigationView takes one push per step (platform fact 3.1)")
  func onePushPerStep() {
    var host = Self.host(.iOS15)

    host.perform([
      .setPath(level: 0, stack(entry(0, .inbox), entry(1, .thread(1)), entry(2, .thread(2))))
    ])

    #expect(host.violations == ["platform fact 3.1: 2 pushes in one step"])
  }

  @Test("a swipe can be cancelled, and the sheet stays")
  func cancelledSwipe() {
    var host = Self.host(.iOS17)
    host.perform([.present(Self.settings, level: 1)])
    while !host.isQuiet { _ = host.tick() }

    let swiped = host.beginSwipe()
    let busy = host.isBusy
    let released = host.endSwipe(completing: false)

    #expect(swiped == 1)
    #expect(busy)
    #expect(released == 1)
    #expect(host.layers.map(\.id) == [1])
    #expect(!host.isBusy)
  }

  @Test("a driver that believes the host can do more than it can is caught")
  func wrongAbilitiesAreCaught() {
    let nav = navigator(
      .present(.settings, as: Look.sheet), .present(.profile, as: Look.sheet),
      .present(.compose, as: Look.sheet))
    var simulation = Simulation(nav, abilities: .iOS17, platform: .iOS15, seed: 3)
    simulation.start()
    _ = simulation.settle()

    simulation.send(.home)
    _ = simulation.settle()

    #expect(
      simulation.host.violations == [
        "platform fact 2.4: several dismissals in one step: [#3, #2, #1]"
      ])
  }

  @Test("a conservative driver keeps the rules of every host")
  func conservativeEverywhere() {
    let platforms: [PlatformAbilities] = [.iOS15, .iOS16, .iOS17, .macOS13, .uiKit]
    var violations: [String] = []

    for (index, platform) in platforms.enumerated() {
      for run in 0..<LongRuns.size(short: 10, long: 40) {
        var simulation = Simulation(
          abilities: .conservative, platform: platform, seed: UInt64(index * 1_000 + run))
        simulation.start()
        for _ in 0..<80 {
          if simulation.random.chance(30) {
            simulation.send(RandomActions.action(for: simulation.nav, using: &simulation.random))
          } else {
            simulation.tick()
          }
        }
        _ = simulation.settle()
        violations += simulation.problems()
      }
    }

    #expect(violations == [])
  }
}
