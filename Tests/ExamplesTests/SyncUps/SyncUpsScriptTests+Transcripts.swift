extension SyncUpsScriptTests {
  /// What `sync-ups` prints for a script that adds a sync-up through the sheet, field by field.
  static let addTranscript = """
    ── AppFeature
    Daily Sync-ups
      (none yet: "add" creates one)
    commands: add · open <n> · delete <n> · help · quit

    > add
    ── AppFeature ▸ sheet add
    New sync-up
      title:         (empty)
      duration:      5 min
      theme:         Bubblegum
      attendees:     1. (empty)
    commands: title <text> · duration <minutes> · theme <name> · attendee <name> · remove <n> · done ·
              cancel · help · quit

    > title Engineering
    ── AppFeature ▸ sheet add
    New sync-up
      title:         Engineering
      duration:      5 min
      theme:         Bubblegum
      attendees:     1. (empty)
    commands: title <text> · duration <minutes> · theme <name> · attendee <name> · remove <n> · done ·
              cancel · help · quit

    > duration 10
    ── AppFeature ▸ sheet add
    New sync-up
      title:         Engineering
      duration:      10 min
      theme:         Bubblegum
      attendees:     1. (empty)
    commands: title <text> · duration <minutes> · theme <name> · attendee <name> · remove <n> · done ·
              cancel · help · quit

    > theme periwinkle
    ── AppFeature ▸ sheet add
    New sync-up
      title:         Engineering
      duration:      10 min
      theme:         Periwinkle
      attendees:     1. (empty)
    commands: title <text> · duration <minutes> · theme <name> · attendee <name> · remove <n> · done ·
              cancel · help · quit

    > attendee Blob
    ── AppFeature ▸ sheet add
    New sync-up
      title:         Engineering
      duration:      10 min
      theme:         Periwinkle
      attendees:     1. Blob
    commands: title <text> · duration <minutes> · theme <name> · attendee <name> · remove <n> · done ·
              cancel · help · quit

    > attendee Blob Jr
    ── AppFeature ▸ sheet add
    New sync-up
      title:         Engineering
      duration:      10 min
      theme:         Periwinkle
      attendees:     1. Blob
                     2. Blob Jr
    commands: title <text> · duration <minutes> · theme <name> · attendee <name> · remove <n> · done ·
              cancel · help · quit

    > remove 1
    ── AppFeature ▸ sheet add
    New sync-up
      title:         Engineering
      duration:      10 min
      theme:         Periwinkle
      attendees:     1. Blob Jr
    commands: title <text> · duration <minutes> · theme <name> · attendee <name> · remove <n> · done ·
              cancel · help · quit

    > done
    ── AppFeature
    Daily Sync-ups
      1. Engineering · 1 attendee · 10 min · Periwinkle
    commands: add · open <n> · delete <n> · help · quit
    """
}
