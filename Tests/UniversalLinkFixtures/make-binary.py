#!/usr/bin/env python3
"""Writes the binary form of each XML property list here, as Xcode would write it as binary.

    python3 Tests/UniversalLinkFixtures/make-binary.py

Info.plist -> Info-binary.plist, Recetario.entitlements -> Recetario-binary.entitlements: the
same values, in the bplist00 format that plutil -convert binary1 writes, keys sorted, so the
files are the same bytes on every run. The tests read both forms and expect the same values.
"""
import pathlib
import plistlib

here = pathlib.Path(__file__).resolve().parent
for source in sorted(list(here.glob("*.plist")) + list(here.glob("*.entitlements"))):
    if source.stem.endswith("-binary"):
        continue
    with source.open("rb") as handle:
        value = plistlib.load(handle)
    target = source.with_name(f"{source.stem}-binary{source.suffix}")
    target.write_bytes(plistlib.dumps(value, fmt=plistlib.FMT_BINARY, sort_keys=True))
    print(f"wrote {target.relative_to(here.parent.parent)}")
