import Testing

/// Matches a known issue by a fragment of its message and the line it was recorded at.
func issue(_ fragment: String, line: Int) -> KnownIssueMatcher {
  { issue in
    let text = issue.comments.map(\.rawValue).joined(separator: "\n")
    return issue.sourceLocation?.line == line && text.contains(fragment)
  }
}

/// The full text of an issue's comments.
func text(of issue: Issue) -> String {
  issue.comments.map(\.rawValue).joined(separator: "\n")
}
