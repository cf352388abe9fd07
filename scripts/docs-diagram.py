#!/usr/bin/env python3
"""Usage: docs-diagram.py [OUT.svg]

Draws the architecture picture of the documentation's landing page: GtkUI's layers from GTK's
C API at the bottom to hosting at the top, with the two bridges between imperative GTK and
declarative Swift on the sides. Writes Sources/GtkUI/GtkUI.docc/Resources/architecture.svg
unless given another path. Run it again after changing the layers below.
"""
import sys
from xml.sax.saxutils import escape

OUT = "Sources/GtkUI/GtkUI.docc/Resources/architecture.svg"

# Top to bottom: (title, what it holds, fill colour).
LAYERS = [
    ("Hosting", "HostingWidget · HostingWindow · ContainerView · App and scenes · sheets", "#dbeafe"),
    ("Views", "Text, Button, stacks, lists … each a GtkWidgetRepresentable or built from them", "#dcfce7"),
    ("Engine", "View · ViewBuilder · @State · environment · Observation · view graph · reconciler", "#fef9c3"),
    ("GObject bridge", "ownership (ref_sink, unref, weak refs) · signals (GClosure boxes) · main loop", "#fde2e2"),
    ("C binding", "CGtk: GTK 3's C API, re-exported · CGtkShim: macros, casts, sizing containers", "#e5e7eb"),
]

WIDTH, LAYER_H, GAP, LEFT, RIGHT, TOP = 860, 64, 10, 150, 150, 56


def text(x, y, s, size=14, weight="normal", anchor="middle", fill="#111827"):
    return (
        f'<text x="{x}" y="{y}" font-family="sans-serif" font-size="{size}" font-weight="{weight}" '
        f'text-anchor="{anchor}" fill="{fill}">{escape(s)}</text>'
    )


def main(path):
    box_w = WIDTH - LEFT - RIGHT
    height = TOP + len(LAYERS) * (LAYER_H + GAP) + 40
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
        f'viewBox="0 0 {WIDTH} {height}" role="img" aria-label="GtkUI architecture">',
        f'<rect width="{WIDTH}" height="{height}" fill="#ffffff"/>',
        '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" '
        'orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#374151"/></marker></defs>',
        text(WIDTH / 2, 30, "Your app: views, state, representables, or a plain GTK program", 15, "bold"),
    ]
    for index, (title, detail, fill) in enumerate(LAYERS):
        y = TOP + index * (LAYER_H + GAP)
        parts.append(
            f'<rect x="{LEFT}" y="{y}" width="{box_w}" height="{LAYER_H}" rx="8" fill="{fill}" stroke="#6b7280"/>'
        )
        parts.append(text(WIDTH / 2, y + 26, title, 16, "bold"))
        parts.append(text(WIDTH / 2, y + 48, detail, 12.5, fill="#374151"))
    bottom = TOP + len(LAYERS) * (LAYER_H + GAP) - GAP
    parts.append(text(WIDTH / 2, bottom + 28, "GTK 3 · GLib main loop · X11 or Wayland", 14, "bold", fill="#374151"))
    # The two bridges: GTK widgets up into views (left), views down into GTK containers (right).
    x_left, x_right = LEFT / 2, WIDTH - RIGHT / 2
    parts.append(
        f'<line x1="{x_left}" y1="{bottom - 10}" x2="{x_left}" y2="{TOP + 10}" stroke="#374151" '
        'stroke-width="2" marker-end="url(#arrow)"/>'
    )
    parts.append(
        f'<line x1="{x_right}" y1="{TOP + 10}" x2="{x_right}" y2="{bottom - 10}" stroke="#374151" '
        'stroke-width="2" marker-end="url(#arrow)"/>'
    )
    middle = (TOP + bottom) / 2
    for x, lines in (
        (x_left, ["any GTK widget", "becomes a view:", "GtkWidget-", "Representable"]),
        (x_right, ["a view tree", "goes into GTK:", "HostingWidget,", "HostingWindow"]),
    ):
        parts.append(
            f'<rect x="{x - 64}" y="{middle - 46}" width="128" height="92" rx="6" fill="#ffffff" stroke="#9ca3af"/>'
        )
        for n, line in enumerate(lines):
            parts.append(text(x, middle - 26 + n * 21, line, 12.5))
    parts.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(parts) + "\n")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else OUT)
