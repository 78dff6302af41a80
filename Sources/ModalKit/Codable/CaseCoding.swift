#if !hasFeature(Embedded)
  // How the format writes enumerations: a case without a payload as its name, a string; a case
  // with one as an object whose single member is the name and whose value is the payload, such
  // as `"medium"` and `{"fraction":0.3}`. The same spelling as the trace format's detents.

  /// A coding key whose name is data: the case name of a single-member object.
  struct CaseKey: CodingKey {
    let stringValue: String

    init(_ name: String) {
      stringValue = name
    }

    init?(stringValue: String) {
      self.stringValue = stringValue
    }

    init?(intValue: Int) {
      nil
    }

    var intValue: Int? { nil }
  }

  extension Encoder {
    /// Writes a case without a payload: its name, as a string.
    func encodeCase(_ name: String) throws {
      var container = singleValueContainer()
      try container.encode(name)
    }

    /// Writes a case with a payload: `{name: payload}`.
    func encodeCase(_ name: String, _ payload: some Encodable) throws {
      var container = container(keyedBy: CaseKey.self)
      try container.encode(payload, forKey: CaseKey(name))
    }
  }

  /// An enumeration case as read: its name, and the object holding its payload if it had one.
  struct DecodedCase {
    /// The case name.
    let name: String

    /// The single-member object the case was read from, or `nil` for a bare name.
    private let object: KeyedDecodingContainer<CaseKey>?

    /// The coding path of the value, for errors.
    private let codingPath: [any CodingKey]

    /// What is being read, such as `detent`, for errors.
    private let kind: String

    /// Reads a case: a string, or an object with exactly one member.
    ///
    /// - Throws: `DecodingError.typeMismatch` for any other JSON type,
    ///   `DecodingError.dataCorrupted` for an object with no member or several.
    init<Value>(from decoder: any Decoder, of type: Value.Type, kind: String) throws {
      self.kind = kind
      codingPath = decoder.codingPath
      if let single = try? decoder.singleValueContainer(),
        let name = try? single.decode(String.self)
      {
        self.name = name
        object = nil
        return
      }
      guard let object = try? decoder.container(keyedBy: CaseKey.self) else {
        throw DecodingError.typeMismatch(
          type,
          DecodingError.Context(
            codingPath: codingPath,
            debugDescription: "Expected a \(kind): a name or an object with one member."))
      }
      guard object.allKeys.count == 1, let key = object.allKeys.first else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: codingPath,
            debugDescription:
              "A \(kind) object has exactly one member; found \(object.allKeys.count)."))
      }
      self.name = key.stringValue
      self.object = object
    }

    /// Returns `value` after checking that the case was written as a bare name, as cases
    /// without a payload are.
    func bare<Value>(_ value: Value) throws -> Value {
      guard object == nil else {
        throw corrupted("The \(kind) \(name) has no value; write it as the string \"\(name)\".")
      }
      return value
    }

    /// Reads the payload of a case written as an object: a number (a fraction, a height), read
    /// so that one that does not fit its type is reported at its member.
    func payload<Payload: Decodable>(_ type: Payload.Type) throws -> Payload {
      guard let object else {
        throw corrupted("The \(kind) \(name) needs a value: {\"\(name)\": …}.")
      }
      return try object.decodeNumber(type, forKey: CaseKey(name))
    }

    /// The error for a name that no case has.
    func unknown() -> DecodingError {
      corrupted("Unknown \(kind) \"\(name)\".")
    }

    private func corrupted(_ description: String) -> DecodingError {
      .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: description))
    }
  }

  extension RawRepresentable where RawValue == String {
    /// Reads a case of a string enumeration from its raw value.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for a string that names no case.
    init(name decoder: any Decoder, kind: String) throws {
      let name = try decoder.singleValueContainer().decode(String.self)
      guard let value = Self(rawValue: name) else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath, debugDescription: "Unknown \(kind) \"\(name)\"."))
      }
      self = value
    }

    /// Writes a case of a string enumeration as its raw value.
    func encodeName(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(rawValue)
    }
  }
#endif
