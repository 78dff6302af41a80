// Which layers receive input, derived from the state and the container's geometry.

extension Navigator {
  /// The lowest level that receives input; every level from it to the top does too.
  ///
  /// Input reaches the topmost layer and goes down through the layers that do not block it: a
  /// layer blocks unless its rules say otherwise (``DismissalRules/blocksInputBeneath``), and a
  /// sheet resting at or below its ``SheetConfiguration/largestUndimmedDetent`` leaves the layer
  /// beneath interactive. Within a level, only the top entry of its stack is on screen.
  ///
  /// - Parameter container: Resolves detent heights, to compare the selected detent with the
  ///   largest undimmed one.
  /// - Returns: A level in `0...topLevel`; `0` when no layer blocks input.
  /// - Complexity: O(n) in the number of layers.
  public func lowestInteractiveLevel(in container: LayoutContainer) -> Int {
    var level = topLevel
    while level > 0, !modal.layers[level - 1].blocksInput(in: container) {
      level -= 1
    }
    return level
  }

  /// The levels that receive input, from the lowest interactive one to the top.
  public func interactiveLevels(in container: LayoutContainer) -> ClosedRange<Int> {
    lowestInteractiveLevel(in: container)...topLevel
  }

  /// Whether the entry with this id is on screen and receives input.
  ///
  /// An entry receives input when it is the top of its level's stack and its level is
  /// interactive. Entries covered by a push, below a blocking layer, or queued do not.
  ///
  /// - Complexity: O(n) in the number of layers plus the entries above it.
  public func receivesInput(_ id: EntryID, in container: LayoutContainer) -> Bool {
    guard let (level, position) = locate(id) else { return false }
    return position == stack(atLevel: level).depth
      && level >= lowestInteractiveLevel(in: container)
  }
}

extension ModalLayer {
  /// Whether the layer may stop input reaching the layers beneath, judged without geometry.
  ///
  /// A layer whose rules block input blocks, except a sheet resting at or below its largest
  /// undimmed detent. `medium`, `large` and `fraction` are shares of the same height, so they
  /// compare without a container; a `height` detent against any other needs one, and the sheet
  /// is then given the benefit of the doubt (see ``Navigator/lowestInteractiveLevel(in:)``).
  var mayBlockInput: Bool {
    guard presentation.rules.blocksInputBeneath else { return false }
    guard let sheet = presentation.sheet, let undimmed = sheet.largestUndimmedDetent else {
      return true
    }
    guard let selected = sheet.selection.share, let limit = undimmed.share else { return false }
    return selected > limit
  }

  /// Whether the layer stops input from reaching the layers beneath it.
  func blocksInput(in container: LayoutContainer) -> Bool {
    guard presentation.rules.blocksInputBeneath else { return false }
    guard let sheet = presentation.sheet, let undimmed = sheet.largestUndimmedDetent else {
      return true
    }
    return container.sheetHeight(at: sheet.selection) > container.sheetHeight(at: undimmed)
  }
}
