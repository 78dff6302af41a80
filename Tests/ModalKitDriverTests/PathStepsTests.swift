import ModalKit
import ModalKitDriver
import Testing

@Suite("Path steps")
struct PathStepsTests {
  static let inbox = entry(0, .inbox)
  static let one = entry(1, .thread(1))
  static let two = entry(2, .thread(2))
  static let three = entry(3, .thread(3))
  static let four = entry(4, .thread(4))

  @Test("the same entries need no step, whatever the abilities")
  func samePath() {
    let path = stack(Self.inbox, Self.one)

    #expect(Driver.pathSteps(from: path, to: path, abilities: .conservative) == [])
    #expect(Driver.pathSteps(from: path, to: path, abilities: .iOS17) == [])
  }

  @Test("pushes go together with NavigationStack and one at a time with NavigationView")
  func pushes() {
    let from = stack(Self.inbox)
    let to = stack(Self.inbox, Self.one, Self.two)

    #expect(Driver.pathSteps(from: from, to: to, abilities: .iOS16) == [to])
    #expect(
      Driver.pathSteps(from: from, to: to, abilities: .iOS15) == [
        stack(Self.inbox, Self.one), to,
      ])
  }

  @Test("pops go together on iOS 15 and one at a time for the conservative host")
  func pops() {
    let from = stack(Self.inbox, Self.one, Self.two, Self.three)
    let to = stack(Self.inbox, Self.one)

    #expect(Driver.pathSteps(from: from, to: to, abilities: .iOS15) == [to])
    #expect(
      Driver.pathSteps(from: from, to: to, abilities: .conservative) == [
        stack(Self.inbox, Self.one, Self.two), to,
      ])
  }

  @Test("a pop and pushes share a step where the host pops and pushes at once")
  func popAndPush() {
    let from = stack(Self.inbox, Self.one, Self.two)
    let to = stack(Self.inbox, Self.one, Self.three, Self.four)

    #expect(Driver.pathSteps(from: from, to: to, abilities: .iOS16) == [to])
    #expect(
      Driver.pathSteps(from: from, to: to, abilities: .iOS15) == [
        stack(Self.inbox, Self.one), stack(Self.inbox, Self.one, Self.three), to,
      ])
    var popAndOnePush = PlatformAbilities.conservative
    popAndOnePush.popsAndPushesAtOnce = true
    #expect(
      Driver.pathSteps(from: from, to: to, abilities: popAndOnePush) == [
        stack(Self.inbox, Self.one, Self.three), to,
      ])
  }

  @Test("a new root comes with the first push when nothing is popped")
  func newRootWithPush() {
    let from = stack(Self.inbox)
    let to = stack(entry(5, .profile), Self.one, Self.two)

    #expect(
      Driver.pathSteps(from: from, to: to, abilities: .iOS15) == [
        stack(entry(5, .profile), Self.one), to,
      ])
    #expect(
      Driver.pathSteps(from: from, to: stack(entry(5, .profile)), abilities: .iOS15) == [
        stack(entry(5, .profile))
      ])
  }

  @Test("equal routes with different ids are different entries")
  func identityByID() {
    let from = stack(Self.inbox, entry(1, .thread(7)))
    let to = stack(Self.inbox, entry(2, .thread(7)))

    #expect(Driver.pathSteps(from: from, to: to, abilities: .iOS16) == [to])
  }
}
