// Placeholder until the trace codec lands (issue 3).
enum TracePlaceholder {}
