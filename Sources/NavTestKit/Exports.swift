// A test file needs only `import NavTestKit`: the runtime's types a test names (`TestClock`,
// `StackElementID`, `Shared`, case key paths) come with it, as TCA's tests get them from one
// import. The explorer, its map and the source printer come with it too.
@_exported import NavTestKitTools
@_exported import Reducers
