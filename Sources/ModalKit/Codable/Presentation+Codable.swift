#if !hasFeature(Embedded)
  // A presentation is one object: `"style"` names the style, the style's members follow, then
  // `"rules"`, as the trace format writes presentations:
  //
  //   {"style":"sheet","detents":["medium","large"],"selection":"medium","showsGrabber":true,
  //    "largestUndimmedDetent":null,"rules":{…}}
  //   {"style":"fullScreenCover","rules":{…}}
  //   {"style":"overlay","positioning":"bottom","size":"half","buttons":[],"rules":{…}}
  //   {"style":"alert","title":"Saved","message":null,"buttons":[{…}],"rules":{…}}
  //   {"style":"confirmationDialog", as alert}
  //
  // Every member is required except the optional ones (`largestUndimmedDetent`, `message`, a
  // button's `role`), which are written as `null` when absent and may also be left out. Members
  // the format does not define are ignored. Rules are always written in full, so a later change
  // to a style's default rules cannot change what a saved presentation means.

  /// The members of a presentation object, of every style.
  enum PresentationKey: String, CodingKey {
    case style
    case detents
    case selection
    case showsGrabber
    case largestUndimmedDetent
    case positioning
    case size
    case buttons
    case title
    case message
    case rules
  }

  // MARK: - Presentation

  extension Presentation: Codable {
    /// Writes the presentation as one object: the style's name and members, then the rules.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: PresentationKey.self)
      try style.encodeMembers(into: &container)
      try container.encode(rules, forKey: .rules)
    }

    /// Reads a presentation written by ``encode(to:)``, refusing one that cannot be shown.
    ///
    /// - Throws: `DecodingError` for data of another shape;
    ///   ``RestorationError/invalidPresentation(_:)`` with the presentation's ``problem``.
    public init(from decoder: any Decoder) throws {
      self = try Presentation(unchecked: decoder)
      if let problem { throw RestorationError.invalidPresentation(problem) }
    }

    /// Reads a presentation, valid or not; its ``problem`` says which.
    init(unchecked decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: PresentationKey.self)
      let style = try Style(members: container)
      self.init(style, rules: try container.decode(DismissalRules.self, forKey: .rules))
    }
  }

  /// A presentation read without refusing a problem, for the values that report the problem
  /// with their entry's id: ``ModalLayer`` and ``QueuedPresentation``.
  struct UncheckedPresentation: Decodable {
    let presentation: Presentation

    init(from decoder: any Decoder) throws {
      presentation = try Presentation(unchecked: decoder)
    }
  }

  // MARK: - Style

  extension Presentation.Style: Codable {
    /// Writes the style as an object: `"style"` with its name, then the style's members.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: PresentationKey.self)
      try encodeMembers(into: &container)
    }

    /// Reads a style written by ``encode(to:)``, valid or not, as its initializer accepts it.
    ///
    /// - Throws: `DecodingError` for an unknown style name or members of the wrong shape.
    public init(from decoder: any Decoder) throws {
      try self.init(members: decoder.container(keyedBy: PresentationKey.self))
    }

    func encodeMembers(into container: inout KeyedEncodingContainer<PresentationKey>) throws {
      try container.encode(kind.rawValue, forKey: .style)
      switch self {
      case .sheet(let sheet): try sheet.encodeMembers(into: &container)
      case .fullScreenCover: break
      case .overlay(let overlay): try overlay.encodeMembers(into: &container)
      case .confirmationDialog(let content), .alert(let content):
        try content.encodeMembers(into: &container)
      }
    }

    init(members container: KeyedDecodingContainer<PresentationKey>) throws {
      let name = try container.decode(String.self, forKey: .style)
      guard let kind = Kind(rawValue: name) else {
        throw DecodingError.dataCorruptedError(
          forKey: .style, in: container, debugDescription: "Unknown style \"\(name)\".")
      }
      switch kind {
      case .sheet: self = .sheet(try SheetConfiguration(members: container))
      case .fullScreenCover: self = .fullScreenCover
      case .overlay: self = .overlay(try OverlayConfiguration(members: container))
      case .confirmationDialog: self = .confirmationDialog(try AlertContent(members: container))
      case .alert: self = .alert(try AlertContent(members: container))
      }
    }
  }

  // MARK: - SheetConfiguration

  extension SheetConfiguration: Codable {
    /// Writes the configuration as an object with `detents`, `selection`, `showsGrabber` and
    /// `largestUndimmedDetent` (`null` when there is none): a sheet presentation's members.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: PresentationKey.self)
      try encodeMembers(into: &container)
    }

    /// Reads a configuration written by ``encode(to:)``, valid or not, as its initializer
    /// accepts it; presenting it, or decoding a ``Presentation`` of it, checks it.
    ///
    /// - Throws: `DecodingError` for members missing or of the wrong shape.
    public init(from decoder: any Decoder) throws {
      try self.init(members: decoder.container(keyedBy: PresentationKey.self))
    }

    func encodeMembers(into container: inout KeyedEncodingContainer<PresentationKey>) throws {
      try container.encode(detents, forKey: .detents)
      try container.encode(selection, forKey: .selection)
      try container.encode(showsGrabber, forKey: .showsGrabber)
      try container.encode(largestUndimmedDetent, forKey: .largestUndimmedDetent)
    }

    init(members container: KeyedDecodingContainer<PresentationKey>) throws {
      self.init(
        detents: try container.decode([Detent].self, forKey: .detents),
        selection: try container.decode(Detent.self, forKey: .selection),
        showsGrabber: try container.decode(Bool.self, forKey: .showsGrabber),
        largestUndimmedDetent: try container.decodeIfPresent(
          Detent.self, forKey: .largestUndimmedDetent))
    }
  }

  // MARK: - OverlayConfiguration

  extension OverlayConfiguration: Codable {
    /// Writes the configuration as an object with `positioning`, `size` and `buttons`: an
    /// overlay presentation's members.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: PresentationKey.self)
      try encodeMembers(into: &container)
    }

    /// Reads a configuration written by ``encode(to:)``, valid or not.
    ///
    /// - Throws: `DecodingError` for members missing or of the wrong shape.
    public init(from decoder: any Decoder) throws {
      try self.init(members: decoder.container(keyedBy: PresentationKey.self))
    }

    func encodeMembers(into container: inout KeyedEncodingContainer<PresentationKey>) throws {
      try container.encode(positioning, forKey: .positioning)
      try container.encode(size, forKey: .size)
      try container.encode(buttons, forKey: .buttons)
    }

    init(members container: KeyedDecodingContainer<PresentationKey>) throws {
      self.init(
        positioning: try container.decode(ModalPositioning.self, forKey: .positioning),
        size: try container.decode(ModalSize.self, forKey: .size),
        buttons: try container.decode([ModalButton].self, forKey: .buttons))
    }
  }

  // MARK: - AlertContent

  extension AlertContent: Codable {
    /// Writes the content as an object with `title`, `message` (`null` when there is none) and
    /// `buttons`: an alert's or a confirmation dialog's members.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: PresentationKey.self)
      try encodeMembers(into: &container)
    }

    /// Reads content written by ``encode(to:)``, valid or not.
    ///
    /// - Throws: `DecodingError` for members missing or of the wrong shape.
    public init(from decoder: any Decoder) throws {
      try self.init(members: decoder.container(keyedBy: PresentationKey.self))
    }

    func encodeMembers(into container: inout KeyedEncodingContainer<PresentationKey>) throws {
      try container.encode(title, forKey: .title)
      try container.encode(message, forKey: .message)
      try container.encode(buttons, forKey: .buttons)
    }

    init(members container: KeyedDecodingContainer<PresentationKey>) throws {
      self.init(
        title: try container.decode(String.self, forKey: .title),
        message: try container.decodeIfPresent(String.self, forKey: .message),
        buttons: try container.decode([ModalButton].self, forKey: .buttons))
    }
  }

  // MARK: - ModalButton

  extension ModalButton: Codable {
    private enum CodingKeys: String, CodingKey {
      case id
      case title
      case role
    }

    /// Writes the button as `{"id":…,"title":…,"role":…}`, the role `null` when there is none.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(title, forKey: .title)
      try container.encode(role, forKey: .role)
    }

    /// Reads a button written by ``encode(to:)``; the id is required.
    ///
    /// - Throws: `DecodingError` for members missing or of the wrong shape.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.init(
        try container.decode(String.self, forKey: .title),
        id: try container.decode(String.self, forKey: .id),
        role: try container.decodeIfPresent(Role.self, forKey: .role))
    }
  }

  // MARK: - DismissalRules

  extension DismissalRules: Codable {
    private enum CodingKeys: String, CodingKey {
      case allowsInteractiveDismissal
      case dismissesOnBackdropTap
      case blocksInputBeneath
    }

    /// Writes the rules as an object with all three flags.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(allowsInteractiveDismissal, forKey: .allowsInteractiveDismissal)
      try container.encode(dismissesOnBackdropTap, forKey: .dismissesOnBackdropTap)
      try container.encode(blocksInputBeneath, forKey: .blocksInputBeneath)
    }

    /// Reads rules written by ``encode(to:)``; all three flags are required.
    ///
    /// - Throws: `DecodingError` for members missing or of the wrong type.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.init(
        allowsInteractiveDismissal: try container.decode(
          Bool.self, forKey: .allowsInteractiveDismissal),
        dismissesOnBackdropTap: try container.decode(Bool.self, forKey: .dismissesOnBackdropTap),
        blocksInputBeneath: try container.decode(Bool.self, forKey: .blocksInputBeneath))
    }
  }
#endif
