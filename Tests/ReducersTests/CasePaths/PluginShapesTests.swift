import Reducers
import Testing

/// The case paths the plugin generated for `PluginShapes.swift`: each extracts its own case, and
/// nothing from another, and embeds its payload back.
struct PluginShapesTests {
  /// Extracts a case without a payload, and nothing from another case.
  func check<Root>(_ keyPath: CaseKeyPath<Root, Void>, _ root: Root, other: Root) {
    let path = Case(keyPath)
    #expect(path.extract(root) != nil)
    #expect(path.extract(other) == nil)
    #expect(path.extract(path.embed(())) != nil)
  }

  /// Extracts through a path, and embeds.
  func check<Root, Payload: Equatable>(
    _ keyPath: CaseKeyPath<Root, Payload>, _ root: Root, _ payload: Payload, other: Root
  ) {
    let path = Case(keyPath)
    #expect(path.extract(root) == payload)
    #expect(path.extract(other) == nil)
    #expect(path.extract(path.embed(payload)) == payload)
  }

  @Test func aCaseNamedNameHasItsPath() {
    check(\Case<Field, Field>.name, .name("Blob"), "Blob", other: .age(3))
  }

  @Test func everyCaseAfterARawValueOfSeveralTokensHasItsPath() {
    check(\Case<Level, Level>.unknown, .unknown, other: .low)
    #expect(Case(\Case<Level, Level>.high).extract(.high) != nil)
    #expect(Case(\Case<Level, Level>.top).extract(.top) != nil)
    #expect(Case(\Case<Level, Level>.top).extract(.high) == nil)
  }

  @Test func nestedTypesAreFoundInEveryPositionOfAPayload() {
    let key = Inventory.Key(name: "a")
    check(
      \Case<Inventory.Change, Inventory.Change>.counts, .counts([key: 1]), [key: 1],
      other: .keys([]))
    check(
      \Case<Inventory.Change, Inventory.Change>.nested, .nested(["x": [key: 2]]), ["x": [key: 2]],
      other: .keys([]))
    check(\Case<Inventory.Change, Inventory.Change>.keys, .keys([key]), [key], other: .maybe(nil))
    check(\Case<Inventory.Change, Inventory.Change>.maybe, .maybe(key), key, other: .keys([]))
    let pair = Case(\Case<Inventory.Change, Inventory.Change>.pair).extract(.pair((key, count: 3)))
    #expect(pair?.0 == key && pair?.count == 3)
    let rename = Case(\Case<Inventory.Change, Inventory.Change>.rename).extract(
      .rename { _ in key })
    #expect(rename?(Inventory.Key(name: "b")) == key)
    let labelled = Case(\Case<Inventory.Change, Inventory.Change>.labelled).extract(
      .labelled(key: key, [key]))
    #expect(labelled?.key == key && labelled?.1 == [key])
  }

  @Test func payloadsOfTypesNamedRootAndValueAreThoseTypes() {
    check(\Case<Ledger, Ledger>.root, .root(Root(id: 1)), Root(id: 1), other: .value(Value()))
    check(
      \Case<Ledger, Ledger>.value, .value(Value(amount: 2)), Value(amount: 2), other: .root(Root()))
    check(
      \Case<Ledger, Ledger>.optional, .optional(Value(amount: 3)), Value(amount: 3),
      other: .root(Root()))
    let both = Case(\Case<Ledger, Ledger>.both).extract(.both(Root(id: 4), Value(amount: 5)))
    #expect(both?.0 == Root(id: 4) && both?.1 == Value(amount: 5))
  }

  @Test func anEnumThatIsNotSendableHasItsPaths() {
    let scratch = Scratchpad()
    #expect(Case(\Case<Job, Job>.scratch).extract(.scratch(scratch)) === scratch)
    #expect(Case(\Case<Job, Job>.idle).extract(.idle) != nil)
    #expect(Case(\Case<Job, Job>.idle).extract(.scratch(scratch)) == nil)
    var ran = false
    Case(\Case<Job, Job>.run).extract(.run { ran = true })?()
    #expect(ran)
  }

  @Test func anAvailableCaseBesideDeprecatedAndUnavailableOnesHasItsPath() {
    let current = Case(\Case<Legacy, Legacy>.current)
    #expect(current.extract(.current) != nil)
    #expect(current.extract(current.embed(())) != nil)
    // The deprecated cases are not built by name: naming them there would warn.
    #expect(Legacy._embedCase(named: "older", payload: 1) == nil)
  }

  @Test func casesNamedWithKeywordsHaveTheirPaths() {
    // After a dot `Type` and `Protocol` name metatypes, in a key path too: their paths are
    // reached as members, and their values made by the paths.
    let type = Case<Words, Words>.identity.`Type`
    let `protocol` = Case<Words, Words>.identity.`Protocol`
    #expect(type.extract(type.embed(())) != nil)
    #expect(type.extract(`protocol`.embed(())) == nil)
    #expect(`protocol`.extract(`protocol`.embed(())) != nil)
    #expect(type.extract(.`default`) == nil)
    check(\Case<Words, Words>.`self`, .`self`, other: .`default`)
    check(\Case<Words, Words>.`default`, .`default`, other: .`self`)
    check(\Case<Words, Words>.`init`, .`init`(3), 3, other: .`self`)
    check(\Case<Words, Words>.didOpen, .didOpen(protocol: "x"), "x", other: .`self`)
    let move = Case(\Case<Words, Words>.move).extract(.move(in: 1, for: "y"))
    #expect(move?.in == 1 && move?.for == "y")
  }

  @Test func casesUnderConditionsAccessLevelsAndExtensionsHaveTheirPaths() {
    let shared = Case(\Case<Platform, Platform>.shared)
    #expect(shared.extract(shared.embed(1)) == 1)
    #if os(Linux)
      check(\Case<Platform, Platform>.linux, .linux("x"), "x", other: .shared(0))
    #elseif os(macOS)
      check(\Case<Platform, Platform>.mac, .mac("x"), "x", other: .shared(0))
    #endif
    check(\Case<Visibility, Visibility>.hidden, .hidden(reason: "r"), "r", other: .shown)
    let open = Case(\Case<Channel, Channel>.open)
    #expect(open.extract(.open(2)) == 2 && open.extract(open.embed(3)) == 3)
    let key = Inventory.Key(name: "k")
    check(\Case<Inventory.Audit, Inventory.Audit>.logged, .logged(key), key, other: .skipped)
    #expect(Case(\Case<Inventory.Audit, Inventory.Audit>.nested).extract(.nested(.skipped)) != nil)
    check(\Case<Mode, Mode>.dark, .dark(level: 3), 3, other: .light)
  }

  @Test func aBindableActionGetsItsBindingProperty() {
    let action = Profile.Action.binding(.set(\.name, "Blob"))
    #expect(action.binding != nil)
    #expect(Profile.Action.saveTapped.binding == nil)
    #expect(Case(\Case<Profile.Action, Profile.Action>.binding).extract(action) != nil)
  }

  @Test func aResultHasSuccessAndFailurePaths() {
    check(
      \Case<Loading, Loading>.response.success, .response(.success(7)), 7,
      other: .response(.failure(LoadError(code: 1))))
    check(
      \Case<Loading, Loading>.response.failure, .response(.failure(LoadError(code: 2))),
      LoadError(code: 2),
      other: .response(.success(0)))
  }
}
