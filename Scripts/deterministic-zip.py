#!/usr/bin/env python3
"""Zips a folder so the same files always give the same bytes: entries sorted by path,
every time stamp 1980-01-01, modes 755 for executables and 644 otherwise, no extra fields.
The zip holds the folder itself (`<name>/...`), as SwiftPM expects of an artifact bundle.

    Scripts/deterministic-zip.py <folder> <output.zip>
"""
import os
import sys
import zipfile

FIXED_TIME = (1980, 1, 1, 0, 0, 0)


def entries(folder):
    parent = os.path.dirname(os.path.abspath(folder))
    for directory, subfolders, files in os.walk(folder):
        subfolders.sort()
        for name in sorted(subfolders):
            path = os.path.join(directory, name)
            yield os.path.relpath(path, parent) + "/", path
        for name in sorted(files):
            path = os.path.join(directory, name)
            yield os.path.relpath(path, parent), path


def main(folder, output):
    folder = folder.rstrip("/")
    root = os.path.basename(os.path.abspath(folder))
    items = [(root + "/", folder)] + sorted(entries(folder))
    with zipfile.ZipFile(output, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, path in items:
            info = zipfile.ZipInfo(name, FIXED_TIME)
            info.create_system = 3  # Unix, so unzip restores the modes below.
            if name.endswith("/"):
                info.external_attr = (0o40755 << 16) | 0x10
                archive.writestr(info, b"")
                continue
            mode = 0o755 if os.access(path, os.X_OK) else 0o644
            info.external_attr = (0o100000 | mode) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            with open(path, "rb") as f:
                archive.writestr(info, f.read(), compresslevel=9)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
