/// The case name a string shorthand case gets from its type: the last dotted
/// component with its leading run of capitals lowercased the way Swift names
/// values (`URLLoader` -> `urlLoader`, `URL` -> `url`, `Resena` -> `resena`,
/// `Articles.Body` -> `body`).
enum ShorthandCaseName {
  static func derive(fromTypeName typeName: String) -> String {
    let last = typeName.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? typeName
    let scalars = Array(last.unicodeScalars)
    var run = 0
    while run < scalars.count, scalars[run].properties.isUppercase { run += 1 }
    guard run > 0 else { return last }
    // In `URLLoader` the last capital of the run starts the next word and stays.
    let lowered = run > 1 && run < scalars.count && scalars[run].properties.isLowercase ? run - 1 : run
    var head = ""
    head.unicodeScalars.append(contentsOf: scalars[..<lowered])
    var tail = ""
    tail.unicodeScalars.append(contentsOf: scalars[lowered...])
    return head.lowercased() + tail
  }
}
