/// Formats doubles as ECMAScript's `Number.prototype.toString` does, the trace format's rule.
///
/// The shortest digits that round-trip come from Swift's own `description` (which is shortest
/// round-trip as well); only their layout changes: `1` not `1.0`, `1e+21` not `1e21`, `1e-7`
/// not `1e-07`, plain decimals from `1e-6` up to `1e21`.
enum ECMAScriptNumber {
  /// The ECMAScript text of a finite double, or `nil` for infinities and NaN.
  static func format(_ value: Double) -> String? {
    guard value.isFinite else { return nil }
    if value == 0 { return "0" }
    let (digits, pointPosition) = shortestDigits(of: value.magnitude)
    let sign = value < 0 ? "-" : ""
    return sign + layout(digits: digits, pointPosition: pointPosition)
  }

  /// The shortest round-trip digits without leading or trailing zeros, and n: the value is
  /// `0.digits × 10^n`.
  private static func shortestDigits(of magnitude: Double) -> (digits: [Character], n: Int) {
    let text = magnitude.description
    let parts = text.split(separator: "e", maxSplits: 1)
    let mantissa = parts[0]
    let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    var digits: [Character] = []
    var integerDigits = 0
    var seenPoint = false
    for character in mantissa {
      if character == "." {
        seenPoint = true
      } else {
        digits.append(character)
        if !seenPoint { integerDigits += 1 }
      }
    }
    let leadingZeros = digits.prefix { $0 == "0" }.count
    digits.removeFirst(leadingZeros)
    while digits.last == "0" { digits.removeLast() }
    return (digits, integerDigits + exponent - leadingZeros)
  }

  /// Lays out `0.digits × 10^n` as ECMAScript's Number::toString, steps 6 to 10.
  private static func layout(digits: [Character], pointPosition n: Int) -> String {
    let k = digits.count
    let all = String(digits)
    if k <= n, n <= 21 {
      return all + String(repeating: "0", count: n - k)
    }
    if 0 < n, n <= 21 {
      return String(digits[..<n]) + "." + String(digits[n...])
    }
    if -6 < n, n <= 0 {
      return "0." + String(repeating: "0", count: -n) + all
    }
    let exponent = n - 1
    let exponentText = (exponent < 0 ? "-" : "+") + String(exponent.magnitude)
    if k == 1 { return all + "e" + exponentText }
    return String(digits[0]) + "." + String(digits[1...]) + "e" + exponentText
  }
}
