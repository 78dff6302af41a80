// Placeholder until the text renderer lands (issue 3).
enum TextPlaceholder {}
