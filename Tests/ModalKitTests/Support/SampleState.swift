import ModalKit

/// The representative states that table tests run every action in.
///
/// Each state is built through actions, so its ids are the ones a real session hands out; each
/// reads as its description:
/// - `rootOnly`: `[inbox#0]`.
/// - `deepStack`: `[inbox#0, thread(1)#1, thread(2)#2, compose#3]`.
/// - `nestedModals`: `[inbox#0, thread(7)#1] > sheet [settings#2, profile#3, compose#4]
///   > alert [confirm(discard)#5]`: a half sheet with pushes and an alert over it.
/// - `queued`: `[inbox#0, thread(7)#1] > sheet [settings#2] queued [confirm(later)#3,
///   profile#4]`: an alert and a bottom overlay waiting behind the half sheet.
enum SampleState: String, CaseIterable, Sendable, CustomStringConvertible {
  case rootOnly
  case deepStack
  case nestedModals
  case queued

  var description: String { rawValue }

  /// The navigator in this state.
  var navigator: Nav {
    var nav = Nav(root: .inbox)
    switch self {
    case .rootOnly:
      break
    case .deepStack:
      nav.send(.push(.thread(1)))
      nav.send(.push(.thread(2)))
      nav.send(.push(.compose))
    case .nestedModals:
      nav.send(.push(.thread(7)))
      nav.send(.present(.settings, as: halfSheet))
      nav.send(.push(.profile))
      nav.send(.push(.compose))
      nav.send(.present(.confirm("discard"), as: discardAlert))
    case .queued:
      nav.send(.push(.thread(7)))
      nav.send(.present(.settings, as: halfSheet))
      nav.send(.present(.confirm("later"), as: .alert("Later"), policy: .queue))
      nav.send(.present(.profile, as: .overlay(.bottom, .half), policy: .queue))
    }
    return nav
  }
}
