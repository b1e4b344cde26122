#!/usr/bin/env bash
# Posts `navgen diff --format markdown` of a pull request as ONE comment on it, and fails the
# check on the exit codes the team chooses. The composite action (action.yml) runs it; it runs
# anywhere `gh` is logged in (GH_TOKEN) as well:
#
#     Scripts/navgen-review.sh --base origin/main --schemas App/Navigation --pr 42 [--repo owner/name]
#                              [--fail-on 1,3,4] [--navgen <path>] [--site-association [<host>=]<path>]
#
# --base      the revision to compare against (the pull request's base commit)
# --schemas   the schema folder (or schema file, or Swift sources), compared as
#             `navgen diff <base>:<schemas> <schemas>`; relative to the repository root
# --pr        the pull request's number; --repo defaults to $GITHUB_REPOSITORY
# --fail-on   navgen diff exit codes that fail the check, comma-separated (default 1,3,4):
#               1  breaking (code using the generated API stops compiling, or exhaustiveness)
#               3  breaks persisted state (saved Codable navigation fails to decode)
#               4  breaks links (published deep links stop opening what they opened)
#             "3,4" fails only on what no compiler catches; "" never fails on a change.
# --navgen    the navgen executable (default: navgen on PATH, or $NAVGEN)
# --site-association
#             the apple-app-site-association file the site serves, in the repository: read as
#             the base commit holds it (`navgen diff --site-association [<host>=]<base>:<path>`),
#             a changed link it no longer opens breaks links (4); empty: none
#
# The comment starts with the marker line below, by which a later run finds it and edits it
# instead of adding another; with no change it says "No navigation changes.".
#
# Exit codes: 0 the comment is posted and no listed code came up; the navgen exit code (1, 3, 4)
# when it is listed (the comment is posted first); 2 navgen could not compare (unknown revision,
# invalid schema; the comment says so); 64 wrong arguments; 69 the comment could not be posted.
set -uo pipefail

marker="<!-- navgen-review -->"
base=""
schemas=""
pr="${NAVGEN_PR:-}"
repo="${GITHUB_REPOSITORY:-}"
fail_on="1,3,4"
navgen="${NAVGEN:-navgen}"
site=""

usage() {
  echo "navgen-review.sh: $1" >&2
  echo "usage: navgen-review.sh --base <rev> --schemas <path> --pr <number> [--repo owner/name] [--fail-on 1,3,4] [--navgen <path>] [--site-association [<host>=]<path>]" >&2
  exit 64
}

while (($#)); do
  case "$1" in
    --base | --schemas | --pr | --repo | --fail-on | --navgen | --site-association)
      (($# >= 2)) || usage "missing value for '$1'"
      case "$1" in
        --base) base="$2" ;;
        --schemas) schemas="$2" ;;
        --pr) pr="$2" ;;
        --repo) repo="$2" ;;
        --fail-on) fail_on="$2" ;;
        --navgen) navgen="$2" ;;
        --site-association) site="$2" ;;
      esac
      shift 2
      ;;
    -h | --help) sed -n '2,29p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) usage "unknown argument '$1'" ;;
  esac
done
[[ -n "$base" ]] || usage "give the revision to compare against: --base <rev>"
[[ -n "$schemas" ]] || usage "give the schemas: --schemas <path>"
[[ "$pr" =~ ^[0-9]+$ ]] || usage "give the pull request's number: --pr <number>"
[[ "$repo" =~ ^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$ ]] || usage "give the repository: --repo owner/name"
[[ "$fail_on" =~ ^([0-9]+(,[0-9]+)*)?$ ]] || usage "--fail-on takes exit codes like 1,3,4"

# What each code means, for the comment's last line.
meaning() {
  case "$1" in
    0) echo "nothing breaks existing code" ;;
    1) echo "breaking" ;;
    3) echo "breaks persisted state" ;;
    4) echo "breaks links (deep links)" ;;
    *) echo "exit code $1" ;;
  esac
}

work="$(mktemp -d "${TMPDIR:-/tmp}/navgen-review.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# The published site file is the base commit's: `<host>=` stays in front of the revision.
site_options=()
if [[ -n "$site" ]]; then
  if [[ "$site" =~ ^([A-Za-z0-9-]+\.[A-Za-z0-9.-]+)=(.*)$ ]]; then
    site_options=(--site-association "${BASH_REMATCH[1]}=$base:${BASH_REMATCH[2]}")
  else
    site_options=(--site-association "$base:$site")
  fi
fi

"$navgen" diff "$base:$schemas" "$schemas" --format markdown ${site_options[@]+"${site_options[@]}"} >"$work/diff.md" 2>"$work/errors.txt"
status=$?

{
  echo "$marker"
  if ((status == 2)) || [[ ! -s "$work/diff.md" ]]; then
    echo "### Navigation changes"
    echo
    echo "navgen could not compare \`$base:$schemas\` with \`$schemas\` (exit code $status):"
    echo
    echo '```'
    cat "$work/errors.txt"
    echo '```'
  else
    cat "$work/diff.md"
    if ((status != 0)); then
      echo
      if [[ ",$fail_on," == *",$status,"* ]]; then
        echo "_navgen diff: $(meaning "$status") (exit code $status); this check fails on ${fail_on//,/, }._"
      else
        echo "_navgen diff: $(meaning "$status") (exit code $status); this check does not fail on it._"
      fi
    fi
  fi
} >"$work/comment.md"

[[ -n "${GITHUB_STEP_SUMMARY:-}" ]] && cat "$work/comment.md" >>"$GITHUB_STEP_SUMMARY"
cat "$work/errors.txt" >&2

# The ids of the pull request's comments that carry the marker, oldest first.
ids="$(gh api "repos/$repo/issues/$pr/comments" --paginate \
  --jq ".[] | select(.body | contains(\"$marker\")) | .id")" || {
  echo "navgen-review.sh: could not read the comments of $repo#$pr" >&2
  exit 69
}
existing="${ids%%$'\n'*}"
if [[ -n "$existing" ]]; then
  gh api --method PATCH "repos/$repo/issues/comments/$existing" -F "body=@$work/comment.md" >/dev/null
else
  gh api --method POST "repos/$repo/issues/$pr/comments" -F "body=@$work/comment.md" >/dev/null
fi || {
  echo "navgen-review.sh: could not post the comment on $repo#$pr" >&2
  exit 69
}

if ((status == 2)) || [[ ! -s "$work/diff.md" ]]; then exit 2; fi
if ((status != 0)) && [[ ",$fail_on," == *",$status,"* ]]; then exit "$status"; fi
exit 0
