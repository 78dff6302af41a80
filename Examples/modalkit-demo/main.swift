print("modalkit-demo: the tour lands with issue 3")
