import NavSchema
import NavImport
import NavReview
import NavGenerate

/// Help shown by `navgen --help` and `navgen <command> --help`.
public enum HelpText {
  /// `navgen --version`: the tool's version and every supported TCA release,
  /// family by family (the releases of a family write the same expansion).
  public static var version: String {
    let width = ExpansionFamily.all.map(\.id.count).max() ?? 0
    let families = ExpansionFamily.all.map { family in
      let releases = family.releases.map { release in
        release.isMainBranch ? "main (commit \(TCARelease.mainBranchCommit))" : release.version
      }
      // Ten releases a line, continued under the first.
      let lines = stride(from: 0, to: releases.count, by: 10).map {
        releases[$0..<min($0 + 10, releases.count)].joined(separator: ", ")
      }
      let label = family.id + String(repeating: " ", count: width - family.id.count)
      let continuation = String(repeating: " ", count: width + 4)
      return "  \(label)  " + lines.joined(separator: ",\n" + continuation)
    }
    return """
      navgen \(NavGenRelease.version)
      Reproduces the @Reducer enum expansion of TCA \(TCARelease.supportedRange); default \(TCARelease.latest).
      Releases by family (one expansion per family):
      \(families.joined(separator: "\n"))
      The macro-free form writes @CasePathable as swift-case-paths expands it: \(CasePathsRelease.supportedRange); default \(CasePathsRelease.latest).
      swift-case-paths releases by family:
      \(casePathsFamilies.joined(separator: "\n"))
      TCA's package traits ("tcaTraits", --tca-traits): \(TCATrait.allCases.map { "\($0) (from \($0.since))" }.joined(separator: ", ")).
      """
  }

  /// `  1.5.3  1.5.3, 1.5.4, ...`: each swift-case-paths family and its releases.
  private static var casePathsFamilies: [String] {
    let width = CasePathsFamily.all.map(\.id.count).max() ?? 0
    return CasePathsFamily.all.map { family in
      let releases = family.releaseNames.map {
        $0 == CasePathsRelease.mainBranchName ? "main (commit \(CasePathsRelease.mainBranchCommit))" : $0
      }
      return "  \(family.id)\(String(repeating: " ", count: width - family.id.count))  \(releases.joined(separator: ", "))"
    }
  }

  /// The options of `generate` and `check` that give the schemas' context (`ContextOptions`).
  private static let contextOptions = """
      --context [<Module>=]<schema or folder>
                            Schemas read and not written: the target's other
                            schemas and those of the targets it depends on (a
                            folder: every *.navgen.json below it). Links go on
                            into their features, and the generated file imports
                            their modules. The module is <Module>, else the
                            folder under Sources/ (Sources/<Module>/...).
                            NavGenPlugin passes them. (--link-context: the same.)
      --not-imported [<Module>=]<schema or folder>
                            Schemas of the package's other targets: a link into
                            one of their features is an error that names the
                            dependency to add.
      --module <name>       The module the schemas are generated for (default:
                            the folder under Sources/ they are in).
    """

  public static func usage(of subcommand: Invocation.Subcommand?) -> String {
    switch subcommand {
    case nil:
      return "usage: navgen <command> [options]; see 'navgen --help'"
    case .generate:
      return
        "usage: navgen generate <schema.json>... [-o <file.swift> | --output-dir <dir> [--per-enum]] [--expand-macros] [--tca <release>] [--tca-traits <traits>] [--default-tca <release>] [--case-paths <release>] [--context <schemas or folder>]... [--module <name>]"
    case .check:
      return
        "usage: navgen check <schema.json>... [--tca <release>] [--tca-traits <traits>] [--context <schemas or folder>]... [--module <name>]"
    case .diff:
      return "usage: navgen diff <old> <new> [--format text|markdown|json] [--no-picture] [--site-association [<host>=]<file>]"
    case .graph:
      return "usage: navgen graph <input> [--format mermaid|dot] [--layout lr|tb|auto] [--diff <old> [--changed-only]]"
    case .import:
      return "usage: navgen import <swift file or folder>... [-o <schema> | --output-dir <dir>] [--tca <release>]"
    case .links:
      return """
        usage: navgen links <input>... [--resolve <url> [--from <Feature>]] [--format text|markdown|json]
               navgen links <input>... --format apple-app-site-association --app-id <TEAMID.bundle.id>... [--host <host>] [-o <file> | --output-dir <dir>]
               navgen links <input>... --check <file>... [--app-id <TEAMID.bundle.id>]... [--host <host>]
        """
    case .adopt:
      return """
        usage: navgen adopt <package folder> [--navgen-package <url or path>] [--navgen-version <version>] [--tca <release>] [--write]
               navgen adopt <swift file or folder>... --schemas <dir> [--tca <release>] [--write]
        """
    }
  }

  public static func help(for subcommand: Invocation.Subcommand?) -> String {
    switch subcommand {
    case nil:
      return """
        OVERVIEW: Generate the Swift that TCA's @Reducer macro writes for navigation enums
        (Destination, Path) from a JSON schema of an app's navigation.

        USAGE: navgen <command> [options]

        COMMANDS:
          generate    Write Swift for one or more schemas.
          check       Validate schemas and report every problem.
          diff        Compare two versions of a schema and classify each change.
          graph       Draw the navigation graph (Mermaid or Graphviz DOT).
          links       List the deep links with the screens each opens, or resolve a URL.
          import      Turn the @Reducer enums of Swift sources into a schema.
          adopt       Move an app onto schemas: import, remove what they generate, add the plugin.

        OPTIONS:
          -h, --help  Show help; 'navgen <command> --help' for a command.
          --version   Show the version.

        EXIT CODES:
          0  success
          1  invalid schema (diff: a breaking or exhaustiveness change; import, adopt: something reported;
             links --resolve: the link opens nothing)
          2  usage error or unreadable input (diff, links: also an invalid schema)
          3  diff: a change breaks persisted state (saved values fail to decode)
          4  diff: a change breaks published deep links, and none breaks persisted state;
             links --check: the app's or its site's files are not in step with the links

        Diagnostics go to standard error as '<file>:<line>:<column>: error: <message>'.

        """
    case .generate:
      return """
        OVERVIEW: Write the Swift for each schema.

        \(usage(of: .generate))

        ARGUMENTS:
          <schema.json>         A schema file; '-' reads standard input.

        OPTIONS:
          -o, --output <file>   Write to this file ('-': standard output). One schema only.
          --output-dir <dir>    Write <schema name>.swift for each schema into this folder.
          --per-enum            With --output-dir: one file per navigation enum,
                                <schema name>+<Feature>.<Enum>.swift, so editing one
                                enum recompiles only its file; files of enums the
                                schema no longer has (with its header) are removed.
          --file-prefix <name>  With --per-enum and one schema: <name> instead of the
                                schema's name before '+'.
          --expect-file <name>  With --per-enum: a file the build declared (NavGenPlugin
                                passes each). Exactly these files are written; an enum
                                without its own goes into the first one, with a warning.
        \(contextOptions)
          --expand-macros       Write the macro-free form: no macro attribute at all.
                                Pick it for checked-in files of a large app: an edit
                                to one enum then recompiles no other enum's macros.
                                The default (attribute) form keeps @CasePathable and
                                @ObservableState for the macros, whichever swift-case-
                                paths release the app resolves. NavGenPlugin writes
                                the macro-free form unless a schema says otherwise.
          --tca <release>       Reproduce this TCA release's expansion (e.g. 1.20.2, main)
                                instead of each schema's "tca"; see 'navgen --version'.
          --tca-traits <traits> TCA's package traits the app switches on, comma-separated
                                (ComposableArchitecture2Deprecations,
                                ComposableArchitecture2DeprecationOverloads; empty for
                                none), instead of each schema's "tcaTraits": the SwiftUI
                                glue is written to compile without a warning with them.
                                NavGenPlugin passes the traits the package's manifest
                                switches on for swift-composable-architecture.
          --default-tca <release>
                                The release for schemas that set no "tca" (default: the
                                newest). NavGenPlugin passes the release the build resolved.
          --case-paths <release>
                                Write @CasePathable as this swift-case-paths release
                                expands it (e.g. 1.6.0) instead of each schema's
                                "casePaths"; see 'navgen --version'.
          --default-case-paths <release>
                                The release for schemas that set no "casePaths"
                                (default: the newest). NavGenPlugin passes the
                                release the build resolved.
          --plugin-defaults     What NavGenPlugin passes: schemas that set no
                                "expandMacros" are written macro-free, and a default
                                swift-case-paths release navgen does not know gives
                                the attribute form with a warning, not an error; a
                                default TCA release newer than it knows gives the
                                hand-written form (each enum as written by hand,
                                TCA's own @Reducer expands it), with a warning.
          --release-warned-by-plugin
                                With --plugin-defaults: NavGenPlugin has already
                                warned once for the target about the unknown default
                                release, so the schemas that fall back add no
                                warning each; the output is the same.

        Without -o or --output-dir the Swift goes to standard output.
        Files are written atomically and left untouched when their content is
        unchanged; a file that does not start with navgen's header is never
        overwritten. Nothing is written when any schema is invalid.

        """
    case .check:
      return """
        OVERVIEW: Validate schemas without writing anything.

        \(usage(of: .check))

        ARGUMENTS:
          <schema.json>    A schema file; '-' reads standard input.

        OPTIONS:
          --tca <release>       Check against this TCA release instead of each schema's "tca".
          --tca-traits <traits> Check against TCA's package traits, comma-separated, instead
                                of each schema's "tcaTraits"; see 'navgen generate --help'.
        \(contextOptions)

        Every problem in every schema is reported, not just the first.

        """
    case .diff:
      return """
        OVERVIEW: Compare two versions of a schema by meaning and say what each change
        does to the generated Swift API.

        \(usage(of: .diff))

        ARGUMENTS:
          <old> <new>        Each a schema file, '-' for standard input, a Swift file or a
                             folder of Swift sources (imported on the fly), a folder of
                             schemas (every *.navgen.json in it, with any @Reducer enum
                             its Swift files still declare, read as one app), a folder
                             that holds packages (read whole: each package's targets,
                             nested packages, and the sources outside any target), or
                             '<git revision>:<path>' of any of these, e.g.
                             'main:App/App.navgen.json' or 'origin/main:Sources/AppFeature'.

        OPTIONS:
          --format <format>  text (default; colour only on a terminal, never with NO_COLOR),
                             markdown (a pull-request comment) or json (stable keys, for tools).
          --no-picture       Leave out the Mermaid picture markdown ends with: the changed
                             features, enums and cases (added, removed, changed) with their
                             direct parents and children (context dropped above 40 nodes).
          --site-association [<host>=]<file>
                             The apple-app-site-association file the site publishes (a path
                             or '<rev>:<path>'; the host from '<host>=', from a path ending
                             '<host>/.well-known/apple-app-site-association', or the only
                             https host): a changed link it no longer opens breaks links.

        Each change is 'breaking' (code using the generated API stops compiling),
        'exhaustiveness' (exhaustive switches over State, Action or store.case stop
        compiling) or 'compatible'. When a State or Action is Codable, Decodable or
        Encodable on either side, what a change does to values already saved is
        reported too: 'breaks persisted state' (a case renamed or removed, a value's
        label or type changed, a case moved under #if: saved values fail to decode)
        or compatible (a case added, cases reordered). Deep links: 'breaks links'
        (a link or prefix removed, a literal segment changed, a placeholder moved
        or given another type) or compatible (a link or prefix added).
        Exit code 3 when any change breaks persisted state (the compiler cannot
        catch it), else 4 when any change breaks links (nor can it catch that),
        else 1 when any change is breaking or exhaustiveness, else 0;
        2 for usage errors and invalid schemas. Warnings of importing Swift inputs
        are shown and do not change the exit code.

        """
    case .graph:
      return """
        OVERVIEW: Draw the navigation graph: features as nodes, each case an edge
        labelled with its name and kind (or, with SwiftUI glue, its presentation);
        alerts and dialogs as leaves; roots marked.

        \(usage(of: .graph))

        ARGUMENTS:
          <input>            A schema file, '-' for standard input, a Swift file or folder
                             (imported on the fly), a folder of schemas (every
                             *.navgen.json in it, read as one app), a folder that holds
                             packages (read whole), or '<git revision>:<path>' of any of these.

        OPTIONS:
          --format <format>  mermaid (default; a 'flowchart') or dot (render with 'dot -Tsvg').
          --layout <layout>  lr (left to right), tb (top to bottom) or auto (default: the
                             one whose picture prints largest on a page, judged from the
                             graph's width and depth; small graphs stay top to bottom).
                             Top to bottom, the leaves of a rank with many of them may be
                             spread over a few ranks.
          --diff <old>       Draw the new graph with what was added and removed since <old>.
          --changed-only     With --diff: only the changed part, with its direct parents and
                             children and a legend (what 'diff --format markdown' draws).

        From Swift sources, nodes are grouped by module (the folder under Sources/);
        from a folder that holds packages, by target (a nested package's named
        <package folder>/<target>) and, outside any target, by folder (<folder>/):
        clusters in DOT, subgraphs in Mermaid.

        """
    case .links:
      return """
        OVERVIEW: List every deep link of an app: the whole URL template of each linked
        case, the chain of screens it opens from the root feature (each push and
        presentation), its placeholders with their types, and the prefixes; or, with
        --resolve, follow one URL exactly as the generated navigate(to:) does; write the
        apple-app-site-association file that opens exactly those links as universal
        links; or --check that file, the app's Info.plist and its entitlements.

        \(usage(of: .links))

        ARGUMENTS:
          <input>            Schema files, folders of schemas, '-', Swift sources, folders
                             that hold packages (read whole) or
                             '<git revision>:<path>', read together as one app (as
                             'navgen generate' writes them together): a pushed or
                             presented feature with links goes on by its own links.

        OPTIONS:
          --resolve <url>    Print the screens <url> opens (the back stack it builds, with
                             the values read), or which segment fails and why: an unknown
                             prefix, a malformed segment, no linked case matching it, a
                             value that does not parse, more screens than maxDepth.
          --from <Feature>   The feature whose navigate(to:) reads the URL (default: the
                             first feature no other feature's link opens).
          --format <format>  text (default), markdown (for the team's link documentation),
                             json (stable keys, for tools) or apple-app-site-association
                             (the file a site serves for universal links, for each https host).
          --app-id <id>      The app the site file names, TEAMID.bundle.id (repeatable); with
                             --check, the apps whose entries are checked.
          --host <host>      The one host whose site file is written or checked.
          -o <file>          Write the site file there (a file with other sections, such as
                             webcredentials, keeps them; its applinks are replaced).
          --output-dir <dir> One file a host: <dir>/<host>/.well-known/apple-app-site-association.
          --check <file>     Compare with the schemas: an apple-app-site-association file
                             ([<host>=]<file>), an Info.plist (CFBundleURLTypes) or an
                             .entitlements file (associated domains), XML or binary
                             (repeatable; every finding at the file and at the schema).

        A value of an app type (LosslessStringConvertible) is read by the app's own
        init?(_:), which navgen cannot run: --resolve takes it as read and says so.
        In the site file a placeholder is a wildcard: the app's parser still refuses a
        value of another type.

        EXIT CODES:
          0  listed, the link opens, the file written, or --check: in step
          1  --resolve: the link opens nothing
          2  usage error, unreadable input, an invalid schema, no https prefix, a file
             that is not what it should be, or one that cannot be written
          4  --check: a link would open Safari or nothing, or a declaration no link uses

        """
    case .import:
      return """
        OVERVIEW: Find every @Reducer enum in Swift sources (nested at any depth, in
        #if blocks too) and write it, with the State and Action conformance extensions
        of the scanned files, as a schema that generates the same expansion.

        \(usage(of: .import))

        ARGUMENTS:
          <swift file or folder>  Folders are searched recursively, skipping .build,
                                  .swiftpm, DerivedData and hidden folders; in a folder
                                  that holds packages, test, plugin and macro targets
                                  and DocC catalogs are left out (and named when they
                                  write @Reducer).

        OPTIONS:
          -o, --output <schema>   Write one schema of every enum found ('-': standard output).
          --output-dir <dir>      Write <SwiftFileStem>.navgen.json for each Swift file
                                  that declares @Reducer enums.
          --tca <release>         The TCA release the sources are built with (default:
                                  the newest NavGen reproduces).

        Without -o or --output-dir the schema goes to standard output. Swift files
        are never modified and an existing file is never overwritten. Whatever the
        schema cannot hold exactly is reported as '<file>:<line>:<column>: warning:'
        with what to do; the rest is still imported.

        EXIT CODES:
          0  everything found was imported exactly
          1  something was reported (or no @Reducer enum was found)
          2  usage error, unreadable input or unwritable output

        """
    case .adopt:
      return """
        OVERVIEW: Move an app's navigation onto schemas in one step: import its @Reducer
        enums as 'navgen import' does, write their schemas, and remove from the Swift
        sources exactly what the schemas now generate: each enum imported exactly (with
        its doc comment and attributes), the State and Action conformance extensions the
        schemas took over, and an extension or #if block those removals left empty. Every
        other byte, and every other file, stays as it is.

        \(usage(of: .adopt))

        ARGUMENTS:
          <package folder>        A folder with Package.swift: every regular and executable
                                  target (as 'swift package dump-package' reads them) is
                                  adopted, each Swift file's schema written beside it
                                  (<SwiftFileStem>.navgen.json), and Package.swift gives
                                  NavGenPlugin to the targets that received schemas.
          <swift file or folder>  With --schemas: folders are searched recursively, as
                                  import does.

        OPTIONS:
          --schemas <dir>         Where the schemas go (<SwiftFileStem>.navgen.json); the
                                  plugin line is then yours to add.
          --navgen-package <url or path>
                                  Where a package that does not depend on NavGen gets it:
                                  a URL (default: \(NavGenRelease.packageURL)) or a
                                  local path, written as given.
          --navgen-version <version>
                                  The release a URL is required from (default: \(NavGenRelease.version)).
          --tca <release>         The TCA release the sources are built with.
          --write                 Write the schemas, then the changed Swift files (and
                                  Package.swift).

        Without --write nothing is written: standard output is one patch ('git apply'
        takes it) that adds the schemas and edits the Swift files (and Package.swift).
        Before writing anything adopt proves its edit: the rewritten sources no longer
        declare the adopted enums, and diff of the original sources against the new
        schemas reports no change; dump-package of the edited Package.swift declares the
        same package but for the plugin on exactly those targets and the dependency on
        NavGen. Package.swift only gains text: 'plugins:' last in a target's literal
        '.target(name: ...)' call wherever the manifest writes it (in Package(targets:),
        an array appended later, inside 'if' or in each clause of an '#if'), or a usage
        after its last plugin; the dependency after the last one, or a 'dependencies:'
        argument where Package(...) takes it. A target made by a function, a loop or a
        variable, declared twice, or whose plugins later code sets, is left alone, with a
        warning at its declaration and the line to add, and its enums stay in Swift.
        A file changed on disk since adopt read it is not written. Enums that import
        reports stay in Swift, with their warnings.

        EXIT CODES:
          0  adopted (or nothing to do)
          1  something was reported: an enum left in Swift, a target left without the
             plugin, a failed proof, a file changed underneath
          2  usage error, unreadable input (a Package.swift dump-package cannot read)
             or unwritable output

        """
    }
  }
}
