/// Help shown by `navgen --help` and `navgen <command> --help`.
public enum HelpText {
  public static let version = "navgen 1.0.0 (reproduces TCA \(TCARelease.latest)'s @Reducer enum expansion)"

  public static func usage(of subcommand: Invocation.Subcommand?) -> String {
    switch subcommand {
    case nil:
      return "usage: navgen <command> [options]; see 'navgen --help'"
    case .generate:
      return "usage: navgen generate <schema.json>... [-o <file.swift> | --output-dir <dir>] [--expand-macros]"
    case .check:
      return "usage: navgen check <schema.json>..."
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

        OPTIONS:
          -h, --help  Show help; 'navgen <command> --help' for a command.
          --version   Show the version.

        EXIT CODES:
          0  success
          1  invalid schema
          2  usage error or unreadable input

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
          --expand-macros       Write the macro-free form: no macro attribute at all.

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
          <schema.json>  A schema file; '-' reads standard input.

        Every problem in every schema is reported, not just the first.

        """
    }
  }
}
