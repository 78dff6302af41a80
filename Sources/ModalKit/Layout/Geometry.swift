/// A width and a height in points.
public struct LayoutSize: Hashable, Sendable {
  /// The width in points.
  public var width: Double
  /// The height in points.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// Distances in from each edge of a container, in points: its safe-area insets.
public struct LayoutInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the leading edge.
  public var leading: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the trailing edge.
  public var trailing: Double

  /// Creates insets; each defaults to zero.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets.
  public static let zero = LayoutInsets()
}

/// A rectangle in points, its origin at the container's top-leading corner, y growing downwards.
public struct LayoutRect: Hashable, Sendable {
  /// The leading edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The bottom edge: `y + height`.
  public var maxY: Double { y + height }

  /// The trailing edge: `x + width`.
  public var maxX: Double { x + width }
}

/// The space modals are laid out in: a window or screen size and its safe-area insets.
public struct LayoutContainer: Hashable, Sendable {
  /// The whole size of the container.
  public var size: LayoutSize
  /// The safe-area insets of the container.
  public var safeArea: LayoutInsets

  /// Creates a container.
  public init(size: LayoutSize, safeArea: LayoutInsets = .zero) {
    self.size = size
    self.safeArea = safeArea
  }

  /// Creates a container from a width and a height, with no safe-area insets.
  public init(width: Double, height: Double) {
    self.init(size: LayoutSize(width: width, height: height))
  }

  /// The part of the container inside the safe area; empty, never negative, when the insets
  /// exceed the size.
  public var safeRect: LayoutRect {
    let width = max(0, size.width - safeArea.leading - safeArea.trailing)
    let height = max(0, size.height - safeArea.top - safeArea.bottom)
    return LayoutRect(x: safeArea.leading, y: safeArea.top, width: width, height: height)
  }
}
