import ModalKit

/// Representative navigators for the renderer's golden tests, each named after its golden files.
enum RenderState: String, CaseIterable, CustomStringConvertible {
  case root
  case deepStack
  case sheetWithGrabber
  case undimmedSheet
  case cover
  case overlayTop
  case overlayCenter
  case overlayBottom
  case alert
  case dialog
  case nestedWithQueue

  var description: String { rawValue }

  /// The navigator this state stands for.
  var navigator: Nav {
    var nav = Nav(root: .inbox)
    switch self {
    case .root:
      break
    case .deepStack:
      for id in 1...9 { nav.checkedSend(.push(.thread(id))) }
    case .sheetWithGrabber:
      nav.checkedSend(.push(.thread(7)))
      nav.checkedSend(
        .present(.settings, as: .sheet(detents: [.medium, .large], showsGrabber: true)))
      nav.checkedSend(.push(.profile))
    case .undimmedSheet:
      let sheet = Presentation.sheet(
        detents: [.fraction(0.25), .medium, .large], showsGrabber: true,
        largestUndimmedDetent: .medium)
      nav.checkedSend(.present(.compose, as: sheet))
    case .cover:
      nav.checkedSend(.present(.compose, as: .fullScreenCover))
      nav.checkedSend(.push(.confirm("send")))
    case .overlayTop:
      nav.checkedSend(.present(.compose, as: .overlay(.top, .quarter)))
    case .overlayCenter:
      nav.checkedSend(.present(.compose, as: .overlay(.center, .half)))
    case .overlayBottom:
      nav.checkedSend(.present(.compose, as: .overlay(.bottom, .threeQuarters)))
    case .alert:
      nav.checkedSend(.push(.thread(7)))
      let delete = ModalButton("Delete", role: .destructive)
      let alert = Presentation.alert(
        "Delete thread?", message: "It goes to the bin for thirty days, then it is gone.",
        buttons: [delete, .cancel])
      nav.checkedSend(.present(.confirm("delete"), as: alert))
    case .dialog:
      let buttons = [ModalButton("Archive"), ModalButton("Mark unread"), .cancel]
      nav.checkedSend(
        .present(.confirm("actions"), as: .confirmationDialog("Thread actions", buttons: buttons)))
    case .nestedWithQueue:
      nav.checkedSend(.push(.thread(7)))
      nav.checkedSend(.present(.settings, as: .sheet(detents: [.large])))
      nav.checkedSend(.push(.profile))
      nav.checkedSend(.present(.compose, as: .overlay(.bottom, .half)))
      nav.checkedSend(.present(.confirm("saved"), as: .alert("Saved")))
      nav.checkedSend(.present(.thread(8), as: .sheet(), policy: .queue))
    }
    return nav
  }
}
