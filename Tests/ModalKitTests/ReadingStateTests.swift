import ModalKit
import Testing

@Suite("Reading a navigator's state")
struct ReadingStateTests {
  @Test("a stack is a collection of its entries from the root, index 0, to the top")
  func stackAsCollection() {
    let stack = SampleState.deepStack.navigator.stack

    #expect(stack.map(\.id) == [id(0), id(1), id(2), id(3)])
    #expect(stack.indices == 0..<4)
    #expect(stack.root == stack[0])
    #expect(stack.top == stack[3])
    #expect(stack.depth == 3)
    #expect(stack.routes == [.thread(1), .thread(2), .compose])
    #expect(stack.path.map(\.id) == [id(1), id(2), id(3)])
  }

  @Test("a stack at its root is never empty: the root is its top")
  func rootOnlyStack() {
    let stack = Nav(root: .inbox).stack

    #expect(stack.count == 1)
    #expect(stack.top == stack.root)
    #expect(stack.depth == 0)
    #expect(stack.routes == [])
  }

  @Test("the slot lists layers bottom to top; its presented layer's own slot holds the rest")
  func slotNesting() {
    let nav = SampleState.nestedModals.navigator
    let slot = nav.modal

    #expect(slot.count == 2)
    #expect(slot.presented?.id == id(2))
    #expect(slot.top?.id == id(5))
    #expect(slot.nested.layers == [slot.layers[1]])
    #expect(slot.nested.nested.isEmpty)
    #expect(slot.layers.map(\.entry.route) == [.settings, .confirm("discard")])
    #expect(slot.layers[0].entry == slot.layers[0].stack.root)
  }

  @Test("levels number the stacks from the window's, 0, to the topmost layer's")
  func levels() {
    let nav = SampleState.nestedModals.navigator

    let stacks = (0...nav.topLevel).map { "\(nav.stack(atLevel: $0))" }

    #expect(nav.topLevel == 2)
    #expect(stacks == ["[inbox, thread(7)]", "[settings, profile, compose]", "[confirm(discard)]"])
    #expect(nav.topStack == nav.stack(atLevel: 2))
    #expect(nav.top.id == id(5))
    #expect(nav.topLayer == nav.modal.layers[1])
  }

  @Test("entries are found by id on screen and in the queue, and listed level by level")
  func findingEntries() {
    let nav = SampleState.queued.navigator

    #expect(
      nav.allEntries.map(\.description) == [
        "inbox#0", "thread(7)#1", "settings#2", "confirm(later)#3", "profile#4",
      ])
    #expect(nav.entry(id(4))?.route == .profile)
    #expect(nav.entry(id(2))?.route == .settings)
    #expect(nav.entry(id(5)) == nil)
  }

  @Test("a fresh navigator shows its root with id #0 and hands out #1 next")
  func freshNavigator() {
    let nav = Nav(root: .inbox)

    #expect(nav.outline == "[inbox#0] | next #1")
    #expect(!nav.isPresenting)
    #expect(nav.queue.isEmpty)
    #expect(nav.queue.level == 0)
    #expect(nav.invariantViolations() == [])
  }
}
