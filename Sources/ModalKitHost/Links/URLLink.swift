// Which part of a URL an app opened with is the link a store reads: the rule `onOpenURL`
// wiring follows, as plain Swift on the URL's parts (no Foundation here).

import ModalKit
import ModalKitStore

/// The link text of a URL the app was opened with, for `NavigatorStore.open(_:as:)`.
///
/// | URL | link |
/// |---|---|
/// | `https://mail.example.com/inbox/thread:7` (a universal link) | `/inbox/thread:7` |
/// | `mail://inbox/thread:7` (a custom scheme) | `/inbox/thread:7` |
/// | `mail:/inbox/thread:7` (a custom scheme, no host) | `/inbox/thread:7` |
/// | `mail://` | `/` |
///
/// With `http` or `https` the host is the web site and the path is the link; with any other
/// scheme the host is the link's first segment. Pass the path still percent-encoded
/// (`URLComponents.percentEncodedPath`), as `DeepLinkFormat.destination(from:)` expects.
package enum URLLink {
  /// The link of a URL given by its scheme, host and percent-encoded path.
  ///
  /// - Complexity: O(n) in the length of the host and the path.
  package static func link(scheme: String?, host: String?, percentEncodedPath path: String)
    -> String
  {
    let web = scheme.map { ["http", "https"].contains($0.lowercased()) } ?? false
    var link = ""
    if !web, let host, !host.isEmpty { link = "/" + host }
    link += path.hasPrefix("/") || path.isEmpty ? path : "/" + path
    return link.isEmpty ? "/" : link
  }
}

extension PresentationLoop {
  /// Opens the link of a URL the app was opened with in the store, as
  /// `NavigatorStore.open(_:as:)` does: only the difference changes, and every entry that goes
  /// gets its removal callback once.
  ///
  /// The link is the URL's path for a web link (`http`, `https`: the host is the web site), and
  /// its host and path for a custom scheme (the host is the link's first segment):
  ///
  /// | URL | link |
  /// |---|---|
  /// | `https://mail.example.com/inbox/thread:7` (a universal link) | `/inbox/thread:7` |
  /// | `mail://inbox/thread:7` (a custom scheme) | `/inbox/thread:7` |
  /// | `mail:/inbox/thread:7` (a custom scheme, no host) | `/inbox/thread:7` |
  /// | `mail://` | `/` |
  ///
  /// Pass the path still percent-encoded (`URLComponents.percentEncodedPath`), as
  /// `DeepLinkFormat.destination(from:)` expects.
  ///
  /// What `onOpenURL` calls, with the URL's parts: a link that does not read changes nothing
  /// and is returned as the failure.
  ///
  /// - Returns: The events of the apply, or why the link does not read.
  @discardableResult
  public func open(
    scheme: String?, host: String?, percentEncodedPath path: String,
    as format: DeepLinkFormat<Route>
  ) -> Result<Navigator<Route>.Events, DeepLinkError> {
    let link = URLLink.link(scheme: scheme, host: host, percentEncodedPath: path)
    do throws(DeepLinkError) {
      return .success(try store.open(link, as: format))
    } catch {
      return .failure(error)
    }
  }
}
