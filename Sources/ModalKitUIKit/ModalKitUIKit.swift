// ModalKitUIKit: a UIKit host for a store's presentation loop, on iOS 15 and later and on tvOS.
//
// Two halves. UIKitHost and its values (Host/, Calls/) decide everything: which UIKit calls
// perform each step, and what each completion, delegate callback and gesture means for the loop
// and the store. They build on every platform and are tested on Linux against a simulated UIKit
// (Tests/ModalKitUIKitTests). The files of UIKit/ and SwiftUI/ are behind
// `#if canImport(UIKit)`: they perform the calls with UIKit and send back what UIKit says,
// deciding nothing. On Linux they compile away; ../shared/ios-typecheck type-checks them for
// iOS 15, and the workflow's uikit job builds them for the iOS and tvOS simulators.
