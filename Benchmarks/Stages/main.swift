// Times each stage of `navgen generate -o` in one process: parse and validate
// (`SchemaLoader.load`), emit (`SwiftGenerator.generateSource`, the pieces the
// CLI writes) and write (`OutputWriter.write`, durable replacement included),
// so a stage's speed is read without the others' noise. `Benchmarks/speed.py`
// runs it.
//
//   swift run -c release navgen-stages [--runs N] <schema.json>...
import Foundation
import NavSchema

struct StageTimes {
  var parse: [Double] = []
  var load: [Double] = []
  var emit: [Double] = []
  var emitCPU: [Double] = []
  var write: [Double] = []
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// CPU time of the whole process (all threads) so far: emit runs on every
/// core, and this shows the work it does apart from how it is spread.
func processCPUSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("navgen-stages: \(message)\n".utf8))
  exit(1)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var runs = 5
if let flag = arguments.firstIndex(of: "--runs") {
  guard flag + 1 < arguments.count, let value = Int(arguments[flag + 1]), value > 0 else { fail("--runs takes a positive number") }
  runs = value
  arguments.removeSubrange(flag...flag + 1)
}
guard !arguments.isEmpty else { fail("usage: navgen-stages [--runs N] <schema.json>...") }

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-stages-\(ProcessInfo.processInfo.processIdentifier)")
defer { try? FileManager.default.removeItem(at: folder) }

print("median of \(runs) runs (emit CPU: also the least, which a busy machine disturbs least); MB = 10^6 bytes; parse = the JSON parser alone; load = parse + validate")
print(["schema", "schema MB", "output MB", "parse s", "load s", "load MB/s", "emit s", "emit MB/s", "emit CPU s", "least emit CPU s", "write s", "write MB/s", "total MB/s out"]
  .joined(separator: "\t"))
for path in arguments {
  guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
  let contents = [UInt8](data)
  let output = folder.appendingPathComponent("Output.swift").path
  var times = StageTimes()
  var outputBytes = 0
  for _ in 0..<runs {
    try? FileManager.default.removeItem(atPath: output)
    var result: SchemaLoadResult?
    times.parse.append(seconds { _ = JSONParser.parse(contents, fileName: path) })
    times.load.append(seconds { result = SchemaLoader.load(contents: contents, fileName: path) })
    guard let schema = result?.schema else { fail("\(path) is not a valid schema: \(result?.diagnostics.first.map { "\($0)" } ?? "")") }
    var source: GeneratedSource?
    let cpuBefore = processCPUSeconds()
    times.emit.append(seconds { source = SwiftGenerator.generateSource(schema) })
    times.emitCPU.append(processCPUSeconds() - cpuBefore)
    guard let source else { fail("no output for \(path)") }
    outputBytes = source.utf8Count
    do {
      times.write.append(try seconds { try OutputWriter().write(source, toPath: output) })
    } catch {
      fail("\(error)")
    }
  }
  let (load, emit, write) = (median(times.load), median(times.emit), median(times.write))
  let megabytes = (input: Double(contents.count) / 1e6, output: Double(outputBytes) / 1e6)
  print([
    (path as NSString).lastPathComponent, String(format: "%.2f", megabytes.input), String(format: "%.2f", megabytes.output),
    String(format: "%.4f", median(times.parse)), String(format: "%.4f", load), String(format: "%.1f", megabytes.input / load),
    String(format: "%.4f", emit), String(format: "%.1f", megabytes.output / emit), String(format: "%.4f", median(times.emitCPU)),
    String(format: "%.4f", times.emitCPU.min()!),
    String(format: "%.4f", write), String(format: "%.1f", megabytes.output / write),
    String(format: "%.1f", megabytes.output / (load + emit + write)),
  ].joined(separator: "\t"))
}
