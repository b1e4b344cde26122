import Foundation

// libFuzzer's entry point. `Fuzz/run` compiles this folder together with
// Sources/NavSchema, NavImport and NavReview into one module (so the entry points may use internal
// API) with `swiftc -sanitize=fuzzer,address`; libFuzzer supplies `main`.
//
// Every input goes through the entry point named by NAVGEN_FUZZ_ENTRY
// (`schema` when unset); see FuzzEntryPoints.swift.

private let selectedEntryPoint: FuzzEntryPoint = {
  let name = ProcessInfo.processInfo.environment["NAVGEN_FUZZ_ENTRY"] ?? "schema"
  guard let entry = FuzzEntryPoints.all.first(where: { $0.name == name }) else {
    let names = FuzzEntryPoints.all.map(\.name).joined(separator: ", ")
    fatalError("NAVGEN_FUZZ_ENTRY=\(name) is not an entry point; choose one of: \(names)")
  }
  return entry
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  selectedEntryPoint.run(bytes)
  return 0
}
