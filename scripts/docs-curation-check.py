#!/usr/bin/env python3
"""Usage: docs-curation-check.py ARCHIVE

Fails when a public top-level symbol of GtkUI is not curated in a topic group of the landing
page (Sources/GtkUI/GtkUI.docc/GtkUI.md) or of an article or extension file below it.

DocC lists such symbols itself in generated groups ("Structures", "Protocols", ...), the
"Other" of a catalog. This reads the module page docc wrote and prints every symbol found in a
generated group as a ``link`` line, ready to paste under a `### Group` heading.
"""
import json
import os
import sys


def main(archive):
    page = os.path.join(archive, "data", "documentation", "gtkui.json")
    with open(page) as f:
        module = json.load(f)
    references = module.get("references", {})
    missing = []
    for section in module.get("topicSections", []):
        if not section.get("generated"):
            continue
        for identifier in section.get("identifiers", []):
            reference = references.get(identifier, {})
            # The link as written in a catalog: the path after documentation/GtkUI/.
            path = identifier.split("/documentation/GtkUI/", 1)[-1]
            missing.append((section.get("title", "?"), path, reference.get("title", path)))
    if not missing:
        print("docs: every public top-level symbol is curated in a topic group")
        return
    print(f"docs: {len(missing)} public symbols are in no topic group; add each under a `### Group`")
    print("docs: heading in Sources/GtkUI/GtkUI.docc/GtkUI.md (or a page it curates):")
    for kind, path, title in missing:
        print(f"- ``{path}``    ({kind}: {title})")
    sys.exit(1)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
