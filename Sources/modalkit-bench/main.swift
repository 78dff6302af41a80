print("modalkit-bench: the benchmark lands with issue 5")
