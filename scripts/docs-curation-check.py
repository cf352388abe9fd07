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


def uncurated(archive, page_name, prefix):
    """(group docc chose, link, title) for each symbol docc grouped itself on a page."""
    page = os.path.join(archive, "data", "documentation", page_name)
    with open(page) as f:
        data = json.load(f)
    references = data.get("references", {})
    found = []
    for section in data.get("topicSections", []):
        if not section.get("generated"):
            continue
        for identifier in section.get("identifiers", []):
            reference = references.get(identifier, {})
            # The link as written in a catalog: the path after the page's own path.
            path = identifier.split(prefix, 1)[-1]
            found.append((section.get("title", "?"), path, reference.get("title", path)))
    return found


def main(archive):
    # View's modifiers are grouped in Extensions/View.md. One missing there is only reported:
    # docc still lists it, under "Instance Methods" on View's page.
    loose = uncurated(archive, "gtkui/view.json", "/documentation/GtkUI/View/")
    if loose:
        print(f"docs: note: {len(loose)} View members are in no group of Extensions/View.md:")
        for kind, path, title in loose:
            print(f"- ``{path}``    ({kind}: {title})")
    missing = uncurated(archive, "gtkui.json", "/documentation/GtkUI/")
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
