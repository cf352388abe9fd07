#!/usr/bin/env python3
"""Usage: filter-symbol-graph.py IN_DIR OUT_DIR

Copies GtkUI's symbol graphs from IN_DIR to OUT_DIR keeping only GtkUI's own Swift symbols.

`import GtkUI` re-exports GTK's C API (CGtk, CGtkShim). Those thousands of C declarations are
GTK's to document, not ours: a C symbol (its identifier starts with "c:") and any graph that
extends a C module are dropped, and so is every relationship that would point from a dropped
symbol. Graphs for extensions of Swift's own modules (GtkUI@Swift) are kept: they hold public
GtkUI API such as `UnsafeMutablePointer.cast(to:)`.
"""
import json
import os
import sys

C_MODULES = ("CGtk", "CGtkShim")


def main(in_dir, out_dir):
    os.makedirs(out_dir, exist_ok=True)
    kept_total = dropped_total = 0
    for name in sorted(os.listdir(in_dir)):
        if not name.endswith(".symbols.json"):
            continue
        module = name[: -len(".symbols.json")]
        extended = module.split("@", 1)[1] if "@" in module else None
        if not module.startswith("GtkUI") or extended in C_MODULES:
            print(f"docs: leaving out {name} (not GtkUI's own API)")
            continue
        with open(os.path.join(in_dir, name)) as f:
            graph = json.load(f)
        symbols = graph["symbols"]
        kept = [s for s in symbols if s["identifier"]["precise"].startswith("s:")]
        kept_ids = {s["identifier"]["precise"] for s in kept}
        dropped_ids = {s["identifier"]["precise"] for s in symbols} - kept_ids
        graph["symbols"] = kept
        graph["relationships"] = [
            r for r in graph["relationships"] if r["source"] not in dropped_ids and r["target"] not in dropped_ids
        ]
        kept_total += len(kept)
        dropped_total += len(dropped_ids)
        with open(os.path.join(out_dir, name), "w") as f:
            json.dump(graph, f)
    print(f"docs: {kept_total} GtkUI symbols kept, {dropped_total} C symbols left out")
    if kept_total == 0:
        sys.exit("docs: no GtkUI symbols found; did swift-symbolgraph-extract fail?")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
