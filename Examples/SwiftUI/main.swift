// Apple platforms only; lands with issue 3.
print("The SwiftUI example needs an Apple platform.")
