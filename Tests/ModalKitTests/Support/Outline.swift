import ModalKit

extension Navigator {
  /// The whole state on one line, ids included, for whole-value assertions that read well.
  ///
  /// Stacks level by level with each layer's style, then the queue with its level, then the
  /// next id: `[inbox#0, thread(7)#1] > sheet [settings#2] | queue@1 [alert profile#3] | next #4`.
  /// Presentations appear by style name only; tests that change one compare it as a whole.
  var outline: String {
    var text = entries(of: stack)
    for layer in modal.layers {
      text += " > \(layer.presentation.styleName) \(entries(of: layer.stack))"
    }
    if !queue.isEmpty {
      let items = queue.items.map { "\($0.presentation.styleName) \($0.entry)" }
      text += " | queue@\(queue.level) [\(items.joined(separator: ", "))]"
    }
    return text + " | next \(nextID)"
  }

  private func entries(of stack: RouteStack<Route>) -> String {
    "[" + stack.map(\.description).joined(separator: ", ") + "]"
  }
}
