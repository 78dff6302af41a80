/// The text and buttons of an alert or a confirmation dialog, as data.
///
/// Tapping a button dismisses the layer with ``DismissReason/button(_:)`` naming the button's
/// ``ModalButton/id``; see ``Navigator/tapButton(_:in:)``.
public struct AlertContent: Hashable, Sendable {
  /// The title shown in bold.
  public var title: String

  /// The message under the title, if any.
  public var message: String?

  /// The buttons, in the order they are shown; at least one, with distinct ids.
  public var buttons: [ModalButton]

  /// Creates alert content; with no buttons given, a single "OK" button with the cancel role.
  public init(title: String, message: String? = nil, buttons: [ModalButton] = [.ok]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// The button with this id, if there is one.
  ///
  /// - Complexity: O(n), where n is the number of buttons.
  public func button(_ id: String) -> ModalButton? {
    buttons.first { $0.id == id }
  }
}

/// One button of an alert, a confirmation dialog or a custom dialog in an overlay.
public struct ModalButton: Hashable, Sendable {
  /// What a button does, as SwiftUI's button roles say it.
  public enum Role: String, Hashable, Sendable, CaseIterable {
    /// Closes without acting; at most one per layer.
    case cancel
    /// Destroys or deletes something, drawn in red.
    case destructive
  }

  /// The identifier reported in ``DismissReason/button(_:)`` when the button is tapped.
  public var id: String

  /// The label the button shows.
  public var title: String

  /// The button's role, or `nil` for an ordinary button.
  public var role: Role?

  /// Creates a button; the id defaults to the title.
  public init(_ title: String, id: String? = nil, role: Role? = nil) {
    self.id = id ?? title
    self.title = title
    self.role = role
  }

  /// A button titled "OK" with id `ok` and the cancel role.
  public static let ok = ModalButton("OK", id: "ok", role: .cancel)

  /// A button titled "Cancel" with id `cancel` and the cancel role.
  public static let cancel = ModalButton("Cancel", id: "cancel", role: .cancel)
}
