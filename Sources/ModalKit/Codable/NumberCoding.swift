#if !hasFeature(Embedded)
  // Numbers that do not fit their type. Foundation's JSON decoder on Linux throws its own error
  // from inside the member's `decode` for a number it cannot represent (an id of -1 or 2^64, a
  // version of 1e400), and then reports it as "not valid JSON" with no coding path. Reading every
  // number through these helpers turns that into `DecodingError.dataCorrupted` at the member.

  extension KeyedDecodingContainer {
    /// Reads a number, reporting one that does not fit `type` as `dataCorrupted` at this member.
    func decodeNumber<Number: Decodable>(_ type: Number.Type, forKey key: Key) throws -> Number {
      do {
        return try decode(type, forKey: key)
      } catch let error as DecodingError {
        throw error
      } catch {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: codingPath + [key],
            debugDescription: "Expected a number that fits \(Number.self).",
            underlyingError: error))
      }
    }
  }

  extension Decoder {
    /// Reads a single number, reporting one that does not fit `type` as `dataCorrupted` at this
    /// value's coding path.
    func decodeNumber<Number: Decodable>(_ type: Number.Type) throws -> Number {
      do {
        return try singleValueContainer().decode(type)
      } catch let error as DecodingError {
        throw error
      } catch {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: codingPath,
            debugDescription: "Expected a number that fits \(Number.self).",
            underlyingError: error))
      }
    }
  }
#endif
