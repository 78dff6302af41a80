// The byte-level pieces of the link grammar: which bytes stand for themselves, percent-encoding,
// and UTF-8 validation that says where it failed. Links are read as UTF-8 bytes, so a position
// is a byte offset, and no Foundation is needed.

/// ASCII bytes the grammar names.
enum Byte {
  static let slash = UInt8(ascii: "/")
  static let colon = UInt8(ascii: ":")
  static let semicolon = UInt8(ascii: ";")
  static let equals = UInt8(ascii: "=")
  static let percent = UInt8(ascii: "%")
}

/// Whether a byte is an RFC 3986 unreserved character, which a link writes as itself:
/// `A-Z a-z 0-9 - . _ ~`.
func isUnreserved(_ byte: UInt8) -> Bool {
  switch byte {
  case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
    UInt8(ascii: "_"), UInt8(ascii: "~"):
    true
  default:
    false
  }
}

/// The value of a hexadecimal digit in either case, or `nil`.
func hexValue(_ byte: UInt8) -> UInt8? {
  switch byte {
  case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
  case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
  case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
  default: nil
  }
}

/// Appends a string's UTF-8 bytes to `text`, unreserved bytes as themselves and every other
/// byte as `%XX` with uppercase hex: the one way the printer writes a component.
func appendPercentEncoded(_ string: String, to text: inout String) {
  let digits = Array("0123456789ABCDEF".utf8)
  var bytes: [UInt8] = []
  for byte in string.utf8 {
    if isUnreserved(byte) {
      bytes.append(byte)
    } else {
      bytes += [Byte.percent, digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
    }
  }
  text += String(decoding: bytes, as: UTF8.self)
}

/// The index of the first byte that starts an ill-formed UTF-8 sequence, or `nil` when all of
/// `bytes` is well-formed.
///
/// Well-formed is Unicode's Table 3-7: no overlong forms, no surrogates, nothing above
/// U+10FFFF, no sequence cut short. The index is that of the sequence's first byte (a lead
/// byte whose continuation is wrong or missing, or a byte that cannot start a sequence).
func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
  var index = 0
  while index < bytes.count {
    let lead = bytes[index]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0x00...0x7F: length = 1
    case 0xC2...0xDF: length = 2
    case 0xE0: (length, low) = (3, 0xA0)
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: (length, high) = (3, 0x9F)
    case 0xF0: (length, low) = (4, 0x90)
    case 0xF1...0xF3: length = 4
    case 0xF4: (length, high) = (4, 0x8F)
    default: return index
    }
    for offset in 1..<length {
      guard index + offset < bytes.count else { return index }
      let byte = bytes[index + offset]
      let (lowest, highest) = offset == 1 ? (low, high) : (0x80, 0xBF)
      guard byte >= lowest, byte <= highest else { return index }
    }
    index += length
  }
  return nil
}
