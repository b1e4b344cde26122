#!/usr/bin/env python3
"""Checks the lines the TCA stand-in's `// Mirrors:` comments cite against the real repositories.

StandInMirrorTests checks the comments' form, tags and trait branches offline; this script checks
that each cited `path:line (tag)` is, in the real repository at that tag, a declaration of the
same kind and name as the stand-in's declaration below the comment. Give it the repositories as
git directories (a clone's `.git`, or a bare repository):

    Scripts/standin-mirrors.py --git swift-composable-architecture=~/src/tca/.git \\
        --git swift-case-paths=... --git swift-perception=... \\
        --git swift-navigation=... --git swiftui-navigation=...

Repositories not given are skipped (and said so). `main` is TCA's main branch at the commit
Tests/TCAStandIn/README.md names. Exits 1 when a citation does not hold, listing each.
"""
import argparse
import os
import re
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'Tests', 'TCAStandIn', 'Sources')
MAIN_COMMIT = 'd34c1dfe'
KINDS = r'(func|init|subscript|var|let|struct|enum|class|protocol|typealias|extension|macro|associatedtype|actor)'
DECLARATION = re.compile(r'^\s*(?:@\S+\s+)*(?:(?:public|open|private|internal|fileprivate|package|static|final|'
                         r'nonisolated|mutating|indirect|convenience|class|override)(?:\(\w+\))?\s+)*'
                         + KINDS + r'\b\s*`?([^\s(<:{=`]*)')


def declaration(line):
    """(kind, name) of a declaration line, or None."""
    m = DECLARATION.match(line)
    if not m:
        return None
    kind, name = m.group(1), m.group(2)
    return kind, (kind if kind in ('init', 'subscript') else name)


def comments(path):
    """(line number, comment text, (kind, name) of the declaration below it) for each Mirrors comment."""
    lines = open(path, encoding='utf-8').read().split('\n')
    i = 0
    while i < len(lines):
        text = lines[i].strip()
        if text.startswith('// Mirrors:') and 'developer.apple.com' not in text:
            start, comment = i, text[len('// Mirrors:'):]
            while i + 1 < len(lines) and lines[i + 1].strip().startswith('//   '):
                i += 1
                comment += ' ' + lines[i].strip()[2:].strip()
            j = i + 1
            while j < len(lines) and declaration(lines[j]) is None:
                j += 1
            yield start + 1, comment.strip(), declaration(lines[j]) if j < len(lines) else None
        i += 1


def citations(comment):
    """(repository, path, line, tag) for each citation of a comment."""
    repository = path = None
    for segment in comment.split('; '):
        words = segment.split(' ', 1)
        if words[0].startswith('swift') and len(words) == 2 and ':' in words[1]:
            repository, rest = words
        elif segment.split(':', 1)[0] in ('trait branch', 'attributes by trait', 'absent from'):
            continue
        else:
            rest = segment
        for item in rest.split(', '):
            m = re.match(r'^(\S*):(\d+) \(([^)]+)\)$', item.strip())
            if m:
                path = m.group(1) or path
                yield repository, path, int(m.group(2)), m.group(3)


def file_at(git, tag, path, cache={}):
    key = (git, tag, path)
    if key not in cache:
        revision = MAIN_COMMIT if tag == 'main' else tag
        result = subprocess.run(['git', '--git-dir', git, 'show', f'{revision}:{path}'], capture_output=True, text=True)
        cache[key] = result.stdout.split('\n') if result.returncode == 0 else None
    return cache[key]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--git', action='append', default=[], metavar='REPOSITORY=GIT_DIR')
    arguments = parser.parse_args()
    gits = dict(entry.split('=', 1) for entry in arguments.git)
    gits = {name: os.path.expanduser(path) for name, path in gits.items()}
    failures, checked, skipped = [], 0, set()
    for folder, _, files in sorted(os.walk(ROOT)):
        for name in sorted(files):
            if not name.endswith('.swift'):
                continue
            source = os.path.join(folder, name)
            shown = os.path.relpath(source, os.path.join(ROOT, '..'))
            for line, comment, declared in comments(source):
                for repository, path, cited, tag in citations(comment):
                    if repository not in gits:
                        skipped.add(repository)
                        continue
                    real = file_at(gits[repository], tag, path)
                    where = f'{shown}:{line}: {repository} {path}:{cited} ({tag})'
                    if real is None:
                        failures.append(f'{where}: no such file at {tag}')
                        continue
                    found = declaration(real[cited - 1]) if cited <= len(real) else None
                    checked += 1
                    # 1.25.0-1.25.2 declare `_Effect`, of which `Effect` is a type alias.
                    expected = {declared, (declared[0], '_' + declared[1])} if declared else set()
                    if found not in expected:
                        failures.append(f'{where}: expected {declared}, found {found}')
    for repository in sorted(skipped):
        print(f'skipped {repository}: no --git given')
    print(f'{checked} citations checked, {len(failures)} do not hold')
    for failure in failures:
        print(failure)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
