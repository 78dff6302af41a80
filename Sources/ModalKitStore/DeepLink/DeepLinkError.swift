import ModalKit

/// Why a link could not be read, and where: what ``DeepLinkFormat/destination(from:)`` and
/// ``RouteSegments/route(fromSegment:limits:)`` throw.
///
/// The position is a byte offset into the link's UTF-8, counted from 0. A valid link is ASCII,
/// so up to the error it is also the offset in characters (and in UTF-16 code units).
///
/// ```swift
/// try format.destination(from: "/inbox//thread:7")   // throws emptySegment at 7
/// ```
public struct DeepLinkError: Error, Hashable, Sendable {
  /// What is wrong at ``DeepLinkError/position``.
  public enum Problem: Hashable, Sendable {
    /// The link is longer than ``DeepLinkLimits/maxLength`` bytes; the position is the limit.
    case tooLong
    /// The link does not start with `/`.
    case expectedSlash
    /// A segment is empty: `//`, a trailing `/`, or a link that is only `/`.
    case emptySegment
    /// A route's first component is empty: a segment starting with `:` or `;`.
    case emptyRouteName
    /// A byte the grammar does not allow here: a space, `?`, `#`, a non-ASCII byte, `=` in a
    /// route, or a character outside a token's alphabet.
    case unexpectedCharacter
    /// `%` not followed by two hexadecimal digits.
    case badPercentEncoding
    /// Percent-decoded bytes that are not UTF-8; the position is the escape that starts the
    /// ill-formed sequence.
    case invalidUTF8
    /// The app's mapping has no route for the segment's components.
    case unknownRoute
    /// More segments than ``DeepLinkLimits/maxSegments``; the position is the first one too
    /// many.
    case tooManySegments
    /// A route with more components than ``DeepLinkLimits/maxComponents``; the position is the
    /// first one too many.
    case tooManyComponents
    /// More layers than ``DeepLinkLimits/maxLayers``; the position is the `;` of the first one
    /// too many.
    case tooManyLayers
    /// The first segment, the window's root, carries a style; the root is never presented.
    case presentedRoot
    /// A style token that is not `sheet`, `fullScreenCover`, `overlay`, `confirmationDialog` or `alert`.
    case unknownStyle
    /// The app's mapping gives the route no presentation.
    case notPresentable
    /// The app's mapping gives the route a presentation that cannot be shown.
    case invalidPresentation(PresentationProblem)
    /// The style token is not the style the app's mapping presents the route with.
    case styleMismatch(expected: String)
    /// A detent (`=...`) after a style that is not a sheet.
    case unexpectedDetent
    /// A detent token that is not `medium`, `large`, a number, or a number followed by `pt`.
    case invalidDetent
    /// A detent the route's sheet does not offer.
    case detentNotOffered
    /// A route pushed inside an alert or a confirmation dialog.
    case layerNotNavigable
  }

  /// What is wrong.
  public let problem: Problem

  /// The byte offset where it is wrong.
  public let position: Int

  /// An error at a byte offset.
  public init(_ problem: Problem, at position: Int) {
    self.problem = problem
    self.position = position
  }
}

extension DeepLinkError.Problem {
  /// The problem of a layer that cannot stand, as the core judges it
  /// (`Presentation.layerProblem(depth:)`).
  init(_ problem: LayerProblem) {
    switch problem {
    case .invalidPresentation(let problem): self = .invalidPresentation(problem)
    case .pushInNonNavigableLayer: self = .layerNotNavigable
    }
  }
}

extension DeepLinkError: CustomStringConvertible {
  /// The problem and its position, such as `emptySegment at 7`.
  public var description: String { "\(problem) at \(position)" }
}

/// Why a destination cannot be written as a link: what ``DeepLinkFormat/link(for:)`` and
/// ``RouteSegments/segment(for:limits:)`` throw.
///
/// The printer refuses anything the parser would not read back to the same destination, so a
/// link it returns always round-trips.
public struct DeepLinkPrintingError: Error, Hashable, Sendable {
  /// What cannot be written.
  public enum Problem: Hashable, Sendable {
    /// The app's mapping writes the route with no components, or an empty first one.
    case emptyRouteName
    /// The app's mapping does not read the route's components back to the same route.
    case notReversible
    /// The route has more components than ``DeepLinkLimits/maxComponents``.
    case tooManyComponents
    /// The destination has more entries than ``DeepLinkLimits/maxSegments``.
    case tooManySegments
    /// The destination has more layers than ``DeepLinkLimits/maxLayers``.
    case tooManyLayers
    /// The link would be longer than ``DeepLinkLimits/maxLength`` bytes.
    case tooLong
    /// The app's mapping gives a layer's route no presentation.
    case notPresentable
    /// A layer's presentation, or the mapping's for its route, cannot be shown.
    case invalidPresentation(PresentationProblem)
    /// A layer's presentation is not the mapping's for its route, even apart from the
    /// selected detent; a link carries only the style and the detent.
    case presentationNotInMapping
    /// A route is pushed inside an alert or a confirmation dialog.
    case layerNotNavigable
  }

  /// What cannot be written.
  public let problem: Problem

  /// The index of the segment it concerns: the destination's entries in link order, the
  /// window's root at 0.
  public let segment: Int

  /// An error at a segment.
  public init(_ problem: Problem, segment: Int) {
    self.problem = problem
    self.segment = segment
  }
}

extension DeepLinkPrintingError: CustomStringConvertible {
  /// The problem and its segment, such as `notPresentable at segment 2`.
  public var description: String { "\(problem) at segment \(segment)" }
}

/// The bounds a link must keep, so that reading untrusted text costs bounded time and memory.
public struct DeepLinkLimits: Hashable, Sendable {
  /// The most bytes a link may have.
  public var maxLength: Int

  /// The most segments (routes, the window's root included) a link may have.
  public var maxSegments: Int

  /// The most presented layers a link may have.
  public var maxLayers: Int

  /// The most components one route may have.
  public var maxComponents: Int

  /// Creates limits; the defaults are those of ``standard``.
  public init(
    maxLength: Int = 2048, maxSegments: Int = 64, maxLayers: Int = 8, maxComponents: Int = 8
  ) {
    self.maxLength = maxLength
    self.maxSegments = maxSegments
    self.maxLayers = maxLayers
    self.maxComponents = maxComponents
  }

  /// 2,048 bytes (what browsers and QR codes reliably carry), 64 segments, 8 layers, 8
  /// components per route.
  public static let standard = DeepLinkLimits()
}
