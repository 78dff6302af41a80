#if !hasFeature(Embedded)
  // The small enumerations of a presentation. Cases without a payload are their names
  // (`"medium"`, `"half"`, `"bottom"`, `"cancel"`); cases with one are a single-member object
  // (`{"fraction":0.3}`, `{"height":200}`). A detent or a size decodes as written, valid or not,
  // as its Swift initializer accepts it; a presentation holding it is what refuses an invalid one.

  // MARK: - Detent

  extension Detent: Codable {
    /// Writes the detent as `"medium"`, `"large"`, `{"fraction":0.3}` or `{"height":200}`.
    public func encode(to encoder: any Encoder) throws {
      switch self {
      case .medium, .large: try encoder.encodeCase(kind.rawValue)
      case .fraction(let value), .height(let value): try encoder.encodeCase(kind.rawValue, value)
      }
    }

    /// Reads a detent written by ``encode(to:)``.
    ///
    /// - Throws: `DecodingError` for any other value, such as `"tiny"` or `{"fraction":"big"}`.
    public init(from decoder: any Decoder) throws {
      let tag = try DecodedCase(from: decoder, of: Detent.self, kind: "detent")
      guard let kind = Kind(rawValue: tag.name) else { throw tag.unknown() }
      switch kind {
      case .medium: self = try tag.bare(.medium)
      case .large: self = try tag.bare(.large)
      case .fraction: self = .fraction(try tag.payload(Double.self))
      case .height: self = .height(try tag.payload(Double.self))
      }
    }
  }

  // MARK: - ModalSize

  extension ModalSize: Codable {
    /// Writes the size as `"full"`, `"threeQuarters"`, `"half"`, `"quarter"` or
    /// `{"fraction":0.3}`.
    public func encode(to encoder: any Encoder) throws {
      guard case .fraction(let value) = self else { return try encoder.encodeCase(kind.rawValue) }
      try encoder.encodeCase(kind.rawValue, value)
    }

    /// Reads a size written by ``encode(to:)``.
    ///
    /// - Throws: `DecodingError` for any other value.
    public init(from decoder: any Decoder) throws {
      let tag = try DecodedCase(from: decoder, of: ModalSize.self, kind: "size")
      guard let kind = Kind(rawValue: tag.name) else { throw tag.unknown() }
      if let named = ModalSize(kind) {
        self = try tag.bare(named)
      } else {
        self = .fraction(try tag.payload(Double.self))
      }
    }
  }

  // MARK: - ModalPositioning

  extension ModalPositioning: Codable {
    /// Writes the positioning as its raw value: `"top"`, `"center"` or `"bottom"`.
    public func encode(to encoder: any Encoder) throws {
      try encodeName(to: encoder)
    }

    /// Reads a positioning from its raw value.
    ///
    /// - Throws: `DecodingError` for a string that names no positioning, or another type.
    public init(from decoder: any Decoder) throws {
      try self.init(name: decoder, kind: "positioning")
    }
  }

  // MARK: - ModalButton.Role

  extension ModalButton.Role: Codable {
    /// Writes the role as its raw value: `"cancel"` or `"destructive"`.
    public func encode(to encoder: any Encoder) throws {
      try encodeName(to: encoder)
    }

    /// Reads a role from its raw value.
    ///
    /// - Throws: `DecodingError` for a string that names no role, or another type.
    public init(from decoder: any Decoder) throws {
      try self.init(name: decoder, kind: "button role")
    }
  }
#endif
