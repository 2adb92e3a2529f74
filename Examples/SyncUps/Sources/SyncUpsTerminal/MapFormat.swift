/// How `sync-ups --map FORMAT` prints the app's navigation map.
public enum MapFormat: String, CaseIterable, Equatable, Sendable {
  /// The screens, then the transitions, one a line.
  case text
  /// A Graphviz graph.
  case dot
  /// A Mermaid flowchart, as GitHub renders in Markdown.
  case mermaid
  /// An SVG picture.
  case svg
}
