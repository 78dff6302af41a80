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
      nav.checkedSend(.present(.settings, .sheet(detents: [.medium, .large], showsGrabber: true)))
      nav.checkedSend(.push(.profile))
    case .undimmedSheet:
      let sheet = Presentation.sheet(
        detents: [.fraction(0.25), .medium, .large], showsGrabber: true,
        largestUndimmedDetent: .medium)
      nav.checkedSend(.present(.compose, sheet))
    case .cover:
      nav.checkedSend(.present(.compose, .fullScreenCover))
      nav.checkedSend(.push(.confirm("send")))
    case .overlayTop:
      nav.checkedSend(.present(.compose, .overlay(.top, .quarter)))
    case .overlayCenter:
      nav.checkedSend(.present(.compose, .overlay(.center, .half)))
    case .overlayBottom:
      nav.checkedSend(.present(.compose, .overlay(.bottom, .threeQuarters)))
    case .alert:
      nav.checkedSend(.push(.thread(7)))
      let delete = AlertButton("Delete", role: .destructive)
      let alert = Presentation.alert(
        "Delete thread?", message: "It goes to the bin for thirty days, then it is gone.",
        buttons: [delete, .cancel])
      nav.checkedSend(.present(.confirm("delete"), alert))
    case .dialog:
      let buttons = [AlertButton("Archive"), AlertButton("Mark unread"), .cancel]
      nav.checkedSend(.present(.confirm("actions"), .dialog("Thread actions", buttons: buttons)))
    case .nestedWithQueue:
      nav.checkedSend(.push(.thread(7)))
      nav.checkedSend(.present(.settings, .sheet(detents: [.large])))
      nav.checkedSend(.push(.profile))
      nav.checkedSend(.present(.compose, .overlay(.bottom, .half)))
      nav.checkedSend(.present(.confirm("saved"), .alert("Saved")))
      nav.checkedSend(.present(.thread(8), .sheet(), policy: .queue))
    }
    return nav
  }
}
