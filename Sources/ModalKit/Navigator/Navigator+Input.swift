// Which layers receive input: one rule, used by the user gestures, by actions sent from a
// screen, and by hosts.

extension Navigator {
  /// The lowest level that receives input; every level from it to the top does too.
  ///
  /// Input reaches the topmost layer and goes down through the layers that do not block it
  /// (``ModalLayer/blocksInput(in:)``): a layer blocks when its rules say so
  /// (``DismissalRules/blocksInputBeneath``), except a sheet resting at or below its
  /// ``SheetConfiguration/largestUndimmedDetent``, which leaves the layer beneath interactive.
  /// Within a level, only the top entry of its stack is on screen.
  ///
  /// The navigator itself asks this without a container, for the user gestures and for
  /// ``send(_:from:)``; pass the container to judge `height` detents exactly.
  ///
  /// - Parameter container: Resolves detent heights; `nil` judges without geometry.
  /// - Returns: A level in `0...topLevel`; `0` when no layer blocks input.
  /// - Complexity: O(n) in the number of layers.
  @inlinable
  public func lowestInteractiveLevel(in container: LayoutContainer? = nil) -> Int {
    var level = topLevel
    while level > 0, !_layers[level - 1].blocksInput(in: container) {
      level -= 1
    }
    return level
  }

  /// The levels that receive input, from the lowest interactive one to the top.
  ///
  /// - Complexity: O(n) in the number of layers.
  public func interactiveLevels(in container: LayoutContainer? = nil) -> ClosedRange<Int> {
    lowestInteractiveLevel(in: container)...topLevel
  }

  /// Whether the entry with this id is on screen and receives input.
  ///
  /// An entry receives input when it is the top of its level's stack and its level is
  /// interactive. Entries covered by a push, below a blocking layer, or queued do not.
  ///
  /// - Complexity: O(n) in the number of layers plus the entries above it.
  public func receivesInput(_ id: EntryID, in container: LayoutContainer? = nil) -> Bool {
    guard let (level, position) = locate(id) else { return false }
    return position == levelDepth(level) && level >= lowestInteractiveLevel(in: container)
  }
}

extension ModalLayer {
  /// Whether the layer stops input from reaching the layers beneath it.
  ///
  /// A layer whose rules block input blocks, except a sheet resting at or below its largest
  /// undimmed detent. With a container, the two detents' heights are compared. Without one,
  /// `medium`, `large` and `fraction` compare as shares of the same height; a `height` detent
  /// against any other detent, another height included, cannot be judged, and the sheet is then
  /// taken not to block (a gesture on the layer beneath is believed: the host saw it).
  ///
  /// - Parameter container: Resolves detent heights; `nil` judges without geometry.
  /// - Returns: Whether the layers beneath this one receive no input while it is up.
  /// - Complexity: O(1).
  @inlinable
  public func blocksInput(in container: LayoutContainer? = nil) -> Bool {
    guard _presentation.rules.blocksInputBeneath else { return false }
    guard let sheet = _presentation.sheet, let undimmed = sheet.largestUndimmedDetent else {
      return true
    }
    if let container {
      return container.sheetHeight(at: sheet.selection) > container.sheetHeight(at: undimmed)
    }
    if sheet.selection == undimmed { return false }
    guard let selected = sheet.selection.share, let limit = undimmed.share else { return false }
    return selected > limit
  }
}
