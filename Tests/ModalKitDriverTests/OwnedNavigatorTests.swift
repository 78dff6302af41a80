import ModalKit
import ModalKitDriver
import Testing

/// A host that owns its navigator itself, without a store, sends through the driver.
@Suite("A host that owns its navigator")
struct OwnedNavigatorTests {
  @Test("send(_:to:) gives the events and the output of a send followed by a retarget")
  func sendMatchesSendAndRetarget() {
    var nav = navigator(.push(.thread(1)), .present(.settings, as: Look.sheet))
    var driver = Driver.settled(on: nav, abilities: .iOS16)
    var otherNav = nav
    var otherDriver = driver

    let (events, output) = driver.send(.push(.compose), to: &nav)
    let otherEvents = otherNav.send(.push(.compose))
    let otherOutput = otherDriver.retarget(to: otherNav, events: otherEvents)

    #expect(events == otherEvents)
    #expect(output == otherOutput)
    #expect(nav == otherNav)
    #expect(driver == otherDriver)
  }

  @Test("send(_:to:from:) sends from the screen, and a refusal leaves the driver as it was")
  func sendFromAScreen() {
    var nav = navigator(.push(.thread(1)))
    var driver = Driver.settled(on: nav, abilities: .iOS16)
    let before = driver

    let refused = driver.send(.unwind, from: 99, to: &nav)

    #expect(refused.events == [.rejected(.unwind, reason: .unknownEntry)])
    #expect(refused.output.step == nil)
    #expect(driver.isSettled)
    #expect(driver.target == before.target)

    let popped = driver.send(.unwind, from: 1, to: &nav)

    #expect(popped.events == [.popped(entry(1, .thread(1)))])
    #expect(popped.output.step == [.setPath(level: 0, RouteStack(root: entry(0, .inbox)))])
  }

  @Test("send(_:to:) changes the stack in place, where a send beside the driver's copy copies it")
  func sendChangesInPlace() {
    var nav = navigator(.push(.thread(1)), .push(.thread(2)), .push(.thread(3)))
    var driver = Driver.settled(on: nav, abilities: .iOS16)
    #expect(nav.stack.path.capacity > nav.stack.path.count, "room to push without growing")
    let storage = nav.stack.path.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }

    _ = driver.send(.push(.thread(4)), to: &nav)

    #expect(nav.stack.path.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) } == storage)

    // The same push sent beside the driver's copy copies the stack: the check above can fail.
    var shared = nav
    shared.send(.unwind)
    let sharedStorage = shared.stack.path.withUnsafeBufferPointer {
      Int(bitPattern: $0.baseAddress)
    }
    #expect(sharedStorage != storage)
  }
}
