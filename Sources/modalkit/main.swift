print("modalkit: the trace CLI lands with issue 3")
