import ModalKit

extension NavigatorStore {
  /// Opens a link: reads it into a destination and applies it, so only the difference changes.
  ///
  /// Goes through `Navigator.Action.apply(_:)`: entries that already match keep their ids
  /// and callbacks; every entry that goes gets its removal callback, once. A link that does
  /// not read changes nothing. Queued like ``send(_:)`` while the store is delivering (the link
  /// is read at once).
  ///
  /// ```swift
  /// try store.open("/inbox/thread:7/settings;sheet=large", as: links)
  /// ```
  ///
  /// - Returns: The events of the apply, or its rejection; `[]` when queued.
  /// - Throws: ``DeepLinkError`` when the link does not read.
  @discardableResult
  public func open(_ link: String, as format: DeepLinkFormat<Route>) throws(DeepLinkError)
    -> Navigator<Route>.Events
  {
    send(.apply(try format.destination(from: link)))
  }
}
