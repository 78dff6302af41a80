// Sheet geometry: the height of each detent, the sheet's frame, and where a drag settles.

extension LayoutContainer {
  /// The height a sheet can grow to: the container's height below the top safe-area inset.
  public var sheetMaximumHeight: Double { max(0, size.height - safeArea.top) }

  /// The height of a sheet resting at a detent.
  ///
  /// `large` is ``sheetMaximumHeight``, `medium` half of it, `fraction(f)` that share of it,
  /// and `height(h)` is `h` capped at the maximum. Invalid detents resolve to zero.
  ///
  /// - Complexity: O(1).
  public func sheetHeight(at detent: Detent) -> Double {
    guard detent.isValid else { return 0 }
    let maximum = sheetMaximumHeight
    switch detent {
    case .medium: return maximum / 2
    case .large: return maximum
    case .fraction(let value): return value * maximum
    case .height(let value): return min(value, maximum)
    }
  }

  /// The frame of a sheet resting at a detent: full width, against the container's bottom.
  public func sheetFrame(at detent: Detent) -> LayoutRect {
    let height = sheetHeight(at: detent)
    return LayoutRect(x: 0, y: size.height - height, width: size.width, height: height)
  }

  /// The offered detents ordered by resolved height, smallest first (ties keep offered order).
  ///
  /// - Complexity: O(d log d) for d detents.
  public func detentsByHeight(_ sheet: SheetConfiguration) -> [Detent] {
    sheet.detents.enumerated()
      .sorted { lhs, rhs in
        let (left, right) = (sheetHeight(at: lhs.element), sheetHeight(at: rhs.element))
        return left != right ? left < right : lhs.offset < rhs.offset
      }
      .map { $0.element }  // A closure, not a key path: Embedded Swift has no key paths.
  }
}

/// Where a sheet goes when the user lets go of it.
public enum DragOutcome: Hashable, Sendable {
  /// Rest at this detent: send ``Navigator/selectDetent(_:of:)``.
  case settle(Detent)
  /// Go away: send ``Navigator/dismissInteractively(_:)``.
  case dismiss
}

extension SheetConfiguration {
  /// How far ahead a release projects the drag: the velocity times this many seconds.
  public static let velocityProjection: Double = 0.2

  /// Where a released sheet is headed, kept within the heights a sheet can have.
  ///
  /// Its height plus ``velocityProjection`` seconds of its velocity, within
  /// `0...sheetMaximumHeight`. A NaN velocity counts as none, an infinite one as a fling all the
  /// way, and a NaN height as the maximum.
  func projectedHeight(height: Double, velocity: Double, in container: LayoutContainer) -> Double {
    let maximum = container.sheetMaximumHeight
    let start = height.isNaN ? maximum : height
    var projected = start + (velocity.isNaN ? 0 : velocity * Self.velocityProjection)
    if projected.isNaN { projected = velocity < 0 ? 0 : maximum }
    return min(max(projected, 0), maximum)
  }

  /// The detent a drag should settle on; see ``Presentation/settle(height:velocity:in:)``,
  /// which reads `allowsDismissal` from the layer's rules.
  func settle(
    height: Double, velocity: Double, in container: LayoutContainer, allowsDismissal: Bool
  ) -> DragOutcome {
    let ordered = container.detentsByHeight(self)
    // A sheet with no detents cannot be presented; a host asking anyway gets an answer that
    // keeps to the rules.
    guard let smallest = ordered.first else {
      return allowsDismissal ? .dismiss : .settle(selection)
    }
    let projected = projectedHeight(height: height, velocity: velocity, in: container)
    if allowsDismissal, projected < container.sheetHeight(at: smallest) / 2 { return .dismiss }
    var best = smallest
    var bestDistance = abs(container.sheetHeight(at: smallest) - projected)
    for detent in ordered.dropFirst() {
      let distance = abs(container.sheetHeight(at: detent) - projected)
      if distance <= bestDistance {
        best = detent
        bestDistance = distance
      }
    }
    return .settle(best)
  }
}
