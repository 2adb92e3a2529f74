import Foundation

extension NavigationMap {
  /// The map drawn as an SVG picture, laid out by the map itself (no Graphviz needed): the
  /// screens in columns by how many steps they are from the root, the transitions between them
  /// as arrows named by their steps.
  ///
  /// Arrows to a later column leave a screen's right side high; arrows back leave its left side
  /// low, and one that skips a column passes below the screens it skips. Every transition
  /// between the same two screens shares one arrow, its steps one a line. The same map draws
  /// the same picture, byte for byte.
  public var svg: String {
    SVGLayout(self, missed: { _ in false }, missedScreens: []).picture
  }

  /// The map drawn as ``svg`` draws it, with what no test reached marked: its steps in grey
  /// italics, an arrow whose every step was missed dashed, a screen no test showed dashed.
  ///
  /// - Parameters:
  ///   - missed: Whether no test took a transition.
  ///   - missedScreens: The screens no test showed.
  /// - Returns: The picture.
  package func svg(missed: (Transition) -> Bool, missedScreens: Set<String>) -> String {
    SVGLayout(self, missed: missed, missedScreens: missedScreens).picture
  }
}

/// Where ``NavigationMap/svg`` puts each screen and arrow.
private struct SVGLayout {
  struct Box {
    var lines: [String]
    var column: Int
    var isMissed = false
    var x = 0.0
    var y = 0.0
    var width = 0.0
    var height = 0.0
    var midY: Double { y + height / 2 }
  }

  struct Arrow {
    let from: Int
    let to: Int
    var steps: [String]
    /// Whether no test took each step.
    var missed: [Bool]
    var isMissed: Bool { missed.allSatisfy { $0 } }
  }

  static let margin = 24.0
  static let nodeFont = 13.0
  static let nodeLine = 17.0
  static let edgeFont = 11.0
  static let edgeLine = 13.0
  static let padding = (horizontal: 12.0, vertical: 9.0)
  static let rowGap = 64.0
  static let laneGap = 26.0

  var boxes: [Box] = []
  var arrows: [Arrow] = []
  var width = 0.0
  var height = 0.0

  init(
    _ map: NavigationMap, missed: (NavigationMap.Transition) -> Bool, missedScreens: Set<String>
  ) {
    let index = Dictionary(
      map.screens.enumerated().map { ($0.element, $0.offset) },
      uniquingKeysWith: { first, _ in first })
    var grouped: [Arrow] = []
    var arrowIndex: [Pair: Int] = [:]
    for transition in map.transitions {
      guard let from = index[transition.from], let to = index[transition.to] else { continue }
      let pair = Pair(from: from, to: to)
      let isMissed = missed(transition)
      if let existing = arrowIndex[pair] {
        grouped[existing].steps.append(transition.step)
        grouped[existing].missed.append(isMissed)
      } else {
        arrowIndex[pair] = grouped.count
        grouped.append(
          Arrow(from: from, to: to, steps: [transition.step], missed: [isMissed]))
      }
    }
    arrows = grouped
    let columns = Self.columns(screens: map.screens.count, arrows: grouped)
    boxes = map.screens.enumerated().map { offset, screen in
      let lines = screen.components(separatedBy: " ▸ ")
      return Box(
        lines: lines, column: columns[offset], isMissed: missedScreens.contains(screen),
        width: Self.textWidth(lines, size: Self.nodeFont) + 2 * Self.padding.horizontal,
        height: Double(lines.count) * Self.nodeLine + 2 * Self.padding.vertical)
    }
    place()
  }

  struct Pair: Hashable {
    let from: Int
    let to: Int
  }

  /// Each screen's column: its fewest steps from the root (screen 0); a screen no transition
  /// reaches goes after the last.
  static func columns(screens: Int, arrows: [Arrow]) -> [Int] {
    var column = Array(repeating: Int?.none, count: screens)
    guard screens > 0 else { return [] }
    column[0] = 0
    var queue = [0]
    var head = 0
    while head < queue.count {
      let screen = queue[head]
      head += 1
      for arrow in arrows where arrow.from == screen && column[arrow.to] == nil {
        column[arrow.to] = column[screen]! + 1
        queue.append(arrow.to)
      }
    }
    let last = (column.compactMap { $0 }.max() ?? 0) + 1
    return column.map { $0 ?? last }
  }

  /// Sets every box's place and the picture's size.
  mutating func place() {
    let columnCount = (boxes.map(\.column).max() ?? -1) + 1
    var x = Self.margin
    var columnHeights: [Double] = []
    for column in 0..<columnCount {
      let members = boxes.indices.filter { boxes[$0].column == column }
      let columnWidth = members.map { boxes[$0].width }.max() ?? 0
      var y = 0.0
      for member in members {
        boxes[member].x = x + (columnWidth - boxes[member].width) / 2
        boxes[member].y = y
        y += boxes[member].height + Self.rowGap
      }
      columnHeights.append(max(0, y - Self.rowGap))
      // The gap after a column fits the longest step written on an arrow across it.
      let labels = arrows.filter {
        Set([boxes[$0.from].column, boxes[$0.to].column]) == [column, column + 1]
      }.flatMap(\.steps)
      let gap = max(120, Self.textWidth(labels, size: Self.edgeFont) + 48)
      x += columnWidth + (column == columnCount - 1 ? 0 : gap)
    }
    let tallest = columnHeights.max() ?? 0
    for index in boxes.indices {
      let offset = (tallest - columnHeights[boxes[index].column]) / 2
      boxes[index].y += Self.margin + offset
    }
    let lanes = arrows.filter { isLong($0) }.count
    width = x + Self.margin
    height =
      Self.margin + tallest + Double(lanes) * Self.laneGap + Self.margin
      + (lanes > 0 ? Self.laneGap : 0)
  }

  /// Whether an arrow goes back past at least one column, below the screens it skips.
  func isLong(_ arrow: Arrow) -> Bool {
    boxes[arrow.to].column < boxes[arrow.from].column - 1
  }

  typealias Point = (x: Double, y: Double)

  /// A rectangle on the picture: a screen's box or an arrow's steps.
  struct Area {
    let x: Double
    let y: Double
    let width: Double
    let height: Double

    func overlaps(_ other: Area) -> Bool {
      x < other.x + other.width && other.x < x + width && y < other.y + other.height
        && other.y < y + height
    }
  }

  /// An arrow's curve: a cubic Bézier from one screen's side to the other's.
  struct Curve {
    let start: Point
    let control1: Point
    let control2: Point
    let end: Point
    let isForward: Bool

    func point(at t: Double) -> Point {
      let u = 1 - t
      let a = u * u * u
      let b = 3 * u * u * t
      let c = 3 * u * t * t
      let d = t * t * t
      return (
        a * start.x + b * control1.x + c * control2.x + d * end.x,
        a * start.y + b * control1.y + c * control2.y + d * end.y
      )
    }
  }

  var picture: String {
    var lines: [String] = []
    let bottom = (boxes.map { $0.y + $0.height }.max() ?? 0)
    var lane = 0
    var taken = boxes.map { Area(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
    for arrow in arrows {
      let curve = curve(for: arrow, lane: isLong(arrow) ? lane : nil, below: bottom)
      if isLong(arrow) { lane += 1 }
      let path =
        "M \(Self.number(curve.start.x)) \(Self.number(curve.start.y)) "
        + "C \(Self.number(curve.control1.x)) \(Self.number(curve.control1.y)), "
        + "\(Self.number(curve.control2.x)) \(Self.number(curve.control2.y)), "
        + "\(Self.number(curve.end.x)) \(Self.number(curve.end.y))"
      let dash = arrow.isMissed ? #" stroke-dasharray="6 4""# : ""
      lines.append(
        #"  <path d="\#(path)" fill="none" stroke="rgb(85,85,85)" stroke-width="1.2"\#(dash) marker-end="url(#arrow)"/>"#
      )
      let area = labelArea(for: arrow, on: curve, avoiding: taken)
      taken.append(area)
      for (offset, step) in arrow.steps.enumerated() {
        let y = area.y + Double(offset) * Self.edgeLine + Self.edgeFont
        let look =
          arrow.missed[offset]
          ? #"fill="rgb(130,130,130)" font-style="italic""# : #"fill="rgb(51,51,51)""#
        lines.append(
          #"  <text x="\#(Self.number(area.x + area.width / 2))" y="\#(Self.number(y))" font-size="\#(Self.number(Self.edgeFont))" text-anchor="middle" \#(look) stroke="white" stroke-width="3" paint-order="stroke">\#(Self.escaped(step))</text>"#
        )
      }
    }
    for box in boxes {
      let dash = box.isMissed ? #" stroke-dasharray="6 4""# : ""
      lines.append(
        #"  <rect x="\#(Self.number(box.x))" y="\#(Self.number(box.y))" width="\#(Self.number(box.width))" height="\#(Self.number(box.height))" rx="8" fill="rgb(244,246,251)" stroke="rgb(68,68,85)"\#(dash)/>"#
      )
      for (offset, line) in box.lines.enumerated() {
        let y = box.y + Self.padding.vertical + Double(offset) * Self.nodeLine + Self.nodeFont
        lines.append(
          #"  <text x="\#(Self.number(box.x + box.width / 2))" y="\#(Self.number(y))" font-size="\#(Self.number(Self.nodeFont))" text-anchor="middle">\#(Self.escaped(line))</text>"#
        )
      }
    }
    // Big enough for what was placed, a bow within the last column and its steps included.
    let right = max(width, (taken.map { $0.x + $0.width }.max() ?? 0) + Self.margin)
    let low = max(height, (taken.map { $0.y + $0.height }.max() ?? 0) + Self.margin)
    let size = "width=\"\(Self.number(right))\" height=\"\(Self.number(low))\""
    let header = [
      #"<svg xmlns="http://www.w3.org/2000/svg" \#(size) viewBox="0 0 \#(Self.number(right)) \#(Self.number(low))" font-family="Helvetica, Arial, sans-serif">"#,
      #"  <defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="rgb(85,85,85)"/></marker></defs>"#,
      #"  <rect width="100%" height="100%" fill="white"/>"#,
    ]
    return (header + lines + ["</svg>"]).joined(separator: "\n")
  }

  /// The curve of an arrow; `lane` is the place below the screens of one that skips a column.
  func curve(for arrow: Arrow, lane: Int?, below bottom: Double) -> Curve {
    let from = boxes[arrow.from]
    let to = boxes[arrow.to]
    let forward = to.column > from.column || (to.column == from.column && arrow.to > arrow.from)
    let start: Point
    let end: Point
    if forward {
      start = (from.x + from.width, from.midY - from.height / 4)
      end = (to.x, to.midY - to.height / 4)
    } else {
      start = (from.x, from.midY + from.height / 4)
      end = (to.x + to.width, to.midY + to.height / 4)
    }
    if to.column == from.column {
      // Between screens of one column: bow out to the right.
      let right = max(from.x + from.width, to.x + to.width)
      return Curve(
        start: (from.x + from.width, from.midY), control1: (right + 80, from.midY),
        control2: (right + 80, to.midY), end: (to.x + to.width, to.midY), isForward: forward)
    }
    if let lane {
      // Low enough that the curve's middle passes below every screen.
      let target = bottom + Self.laneGap * Double(lane + 1)
      let controlY = (8 * target - start.y - end.y) / 6
      return Curve(
        start: start, control1: (start.x - 60, controlY), control2: (end.x + 60, controlY),
        end: end, isForward: false)
    }
    let reach = max(40, abs(end.x - start.x) / 2)
    let direction = forward ? 1.0 : -1.0
    return Curve(
      start: start, control1: (start.x + direction * reach, start.y),
      control2: (end.x - direction * reach, end.y), end: end, isForward: forward)
  }

  /// Where an arrow's steps go: on its curve, above it going forward and below it going back,
  /// at the first place along it (from the middle out, then a line or more off it) that no
  /// screen or other steps cover.
  func labelArea(for arrow: Arrow, on curve: Curve, avoiding taken: [Area]) -> Area {
    let width = Self.textWidth(arrow.steps, size: Self.edgeFont) + 6
    let height = Double(arrow.steps.count) * Self.edgeLine + 2
    func area(at t: Double, shiftedBy lines: Double) -> Area {
      let point = curve.point(at: t)
      let y = (curve.isForward ? point.y - height - 1 : point.y + 1) + lines * Self.edgeLine
      return Area(x: point.x - width / 2, y: y, width: width, height: height)
    }
    // Along the curve first, then a line or more off it: the nearest place that is free.
    for shift in [0.0, -1, 1, -2, 2, -3, 3] {
      for t in [0.5, 0.4, 0.6, 0.3, 0.7, 0.25, 0.75] {
        let candidate = area(at: t, shiftedBy: shift)
        if !taken.contains(where: candidate.overlaps) { return candidate }
      }
    }
    return area(at: 0.5, shiftedBy: 0)
  }

  /// About how wide the longest of some lines is: Helvetica's characters average a little over
  /// half the font size.
  static func textWidth(_ lines: [String], size: Double) -> Double {
    Double(lines.map(\.count).max() ?? 0) * size * 0.58
  }

  /// A coordinate with at most one decimal, the same on every platform.
  static func number(_ value: Double) -> String {
    let tenths = (value * 10).rounded()
    let whole = Int(tenths) / 10
    let fraction = abs(Int(tenths) % 10)
    let sign = tenths < 0 && whole == 0 ? "-" : ""
    return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
  }

  /// Text as XML writes it.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
