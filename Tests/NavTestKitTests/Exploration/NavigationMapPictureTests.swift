import Foundation
import NavTestKitTools
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The map drawn as SVG: every screen and step on it once, readable, the same every time.
@Suite struct NavigationMapPictureTests {
  /// A map with what a layout must handle: a fan-out, two steps between the same screens, a
  /// step back past a column, a step within a column, and text XML must escape.
  static var map: NavigationMap {
    var map = NavigationMap()
    map.add(from: "Root", to: "Root ▸ sheet add", step: "addTapped")
    map.add(from: "Root", to: "Root ▸ detail", step: "path.push.detail")
    map.add(from: "Root ▸ sheet add", to: "Root", step: "add.save")
    map.add(from: "Root ▸ sheet add", to: "Root", step: "add.cancel")
    map.add(
      from: "Root ▸ detail", to: #"Root ▸ detail ▸ alert "Delete <all> & more?""#, step: "delete")
    map.add(
      from: #"Root ▸ detail ▸ alert "Delete <all> & more?""#, to: "Root", step: "alert.confirm")
    map.add(from: "Root ▸ detail", to: "Root ▸ detail ▸ sheet edit", step: "edit")
    map.add(
      from: "Root ▸ detail ▸ sheet edit", to: #"Root ▸ detail ▸ alert "Delete <all> & more?""#,
      step: "edit.delete")
    map.add(from: "Root ▸ detail", to: "Root", step: "path.popFrom")
    return map
  }

  /// The picture's elements: what a browser draws.
  struct Element {
    let name: String
    let attributes: [String: String]
    var text = ""
    func number(_ name: String) -> Double { Double(attributes[name] ?? "") ?? .nan }
  }

  final class Reader: NSObject, XMLParserDelegate {
    var elements: [Element] = []
    private var isInText = false
    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      elements.append(Element(name: name, attributes: attributes))
      isInText = name == "text"
    }
    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      isInText = false
    }
    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if isInText { elements[elements.count - 1].text += string }
    }
  }

  static func elements(of svg: String) -> [Element]? {
    let reader = Reader()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = reader
    return parser.parse() ? reader.elements : nil
  }

  @Test func thePictureIsWellFormedAndShowsEveryScreenLineAndEveryStepOnce() throws {
    let elements = try #require(Self.elements(of: Self.map.svg), "the SVG is not well-formed XML")
    let texts = elements.filter { $0.name == "text" }
    let steps = texts.filter { $0.attributes["font-size"] == "11" }.map(\.text)
    #expect(steps.sorted() == Self.map.transitions.map(\.step).sorted())
    let screens = elements.filter { $0.name == "rect" && $0.attributes["rx"] != nil }
    #expect(screens.count == Self.map.screens.count)
    let screenLines = texts.filter { $0.attributes["font-size"] == "13" }.map(\.text)
    #expect(
      screenLines.sorted()
        == Self.map.screens.flatMap { $0.components(separatedBy: " ▸ ") }.sorted())
    #expect(screenLines.contains(#"alert "Delete <all> & more?""#))
    // One arrow for each pair of screens: the two steps from the sheet back share one.
    #expect(elements.filter { $0.name == "path" && $0.attributes["marker-end"] != nil }.count == 8)
  }

  @Test func noStepIsWrittenOverAScreenOrOverAnotherStep() throws {
    let elements = try #require(Self.elements(of: Self.map.svg))
    let width = try #require(elements.first.map { $0.number("width") })
    let height = try #require(elements.first.map { $0.number("height") })
    struct Area {
      let x, y, width, height: Double
      func overlaps(_ other: Area) -> Bool {
        x < other.x + other.width && other.x < x + width && y < other.y + other.height
          && other.y < y + height
      }
    }
    let screens = elements.filter { $0.name == "rect" && $0.attributes["rx"] != nil }.map {
      Area(
        x: $0.number("x"), y: $0.number("y"), width: $0.number("width"), height: $0.number("height")
      )
    }
    // A step's line of text: centred on x, its baseline at y, 11 points high, about 0.58 of
    // the font size a character wide.
    let steps = elements.filter { $0.name == "text" && $0.attributes["font-size"] == "11" }.map {
      let textWidth = Double($0.text.count) * 11 * 0.58
      return Area(
        x: $0.number("x") - textWidth / 2, y: $0.number("y") - 11, width: textWidth, height: 11)
    }
    for (index, step) in steps.enumerated() {
      #expect(!screens.contains(where: step.overlaps), "step \(index) is written over a screen")
      #expect(
        !steps.indices.contains { $0 != index && steps[$0].overlaps(step) },
        "step \(index) is written over another step")
      #expect(
        step.x >= 0 && step.y >= 0 && step.x + step.width <= width && step.y + step.height <= height
      )
    }
    for screen in screens {
      #expect(screen.x + screen.width <= width && screen.y + screen.height <= height)
      #expect(
        !screens.contains { $0.x != screen.x || $0.y != screen.y ? $0.overlaps(screen) : false })
    }
  }

  @Test func whatNoTestReachedIsDashed() throws {
    let map = Self.map
    // Of the two steps from the sheet back to the root, one missed: that arrow stays solid.
    let missed: Set<String> = ["delete", "add.cancel"]
    let svg = map.svg(
      missed: { missed.contains($0.step) }, missedScreens: ["Root ▸ detail ▸ sheet edit"])
    let elements = try #require(Self.elements(of: svg))
    let dashedArrows = elements.filter {
      $0.name == "path" && $0.attributes["stroke-dasharray"] != nil
    }
    #expect(dashedArrows.count == 1)
    let greyed = elements.filter { $0.name == "text" && $0.attributes["font-style"] == "italic" }
    #expect(greyed.map(\.text).sorted() == ["add.cancel", "delete"])
    let dashedScreens = elements.filter {
      $0.name == "rect" && $0.attributes["stroke-dasharray"] != nil
    }
    #expect(dashedScreens.count == 1)
    #expect(!map.svg.contains("stroke-dasharray"))

    let dot = map.dot(
      missed: { missed.contains($0.step) }, missedScreens: ["Root ▸ detail ▸ sheet edit"])
    #expect(dot.components(separatedBy: "style=dashed, fontcolor=gray50").count - 1 == 2)
    #expect(dot.contains(#"[label="Root\ndetail\nsheet edit", style="rounded,dashed"];"#))
    #expect(!map.dot.contains("dashed"))
  }

  @Test func theSameMapDrawsTheSamePicture() {
    #expect(Self.map.svg == Self.map.svg)
    #expect(NavigationMap().svg.contains("<svg"))
  }

  @Test func screensAreInColumnsByTheirFewestStepsFromTheRoot() throws {
    let elements = try #require(Self.elements(of: Self.map.svg))
    let screens = elements.filter { $0.name == "rect" && $0.attributes["rx"] != nil }
    let centres = screens.map { $0.number("x") + $0.number("width") / 2 }
    // Root; sheet add and detail one step away; the alert and the edit sheet two steps away.
    let order = Self.map.screens
    func centre(_ screen: String) -> Double { centres[order.firstIndex(of: screen)!] }
    #expect(centre("Root") < centre("Root ▸ sheet add"))
    #expect(abs(centre("Root ▸ sheet add") - centre("Root ▸ detail")) < 0.1)
    #expect(centre("Root ▸ detail") < centre("Root ▸ detail ▸ sheet edit"))
    #expect(
      abs(
        centre("Root ▸ detail ▸ sheet edit")
          - centre(#"Root ▸ detail ▸ alert "Delete <all> & more?""#))
        < 0.1)
  }
}
