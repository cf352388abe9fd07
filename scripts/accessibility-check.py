#!/usr/bin/python3
"""Drives the running Demo through AT-SPI, as a screen reader would.

First it finds widgets by their accessible names and presses "Add one" to check that the counter
label follows. Then it selects every row of the sidebar in turn, waits for the page, and walks the
page's accessibility tree: every control (a focusable or actionable role) must have a name. It
prints the named and unnamed controls per page, lists each unnamed one with its page and role, and
fails if there is one or if fewer than MIN_NAMED controls are named in all.
Exits 0 on success, 1 with a message otherwise."""
import sys
import time

import pyatspi

# The roles a person can focus or act on: each must say what it is.
CONTROL_ROLES = {
    "push button", "toggle button", "check box", "radio button", "text", "entry", "password text",
    "slider", "spin button", "combo box", "menu item", "check menu item", "radio menu item",
    "list item", "page tab", "link", "table row", "tree item", "calendar",
}
MIN_NAMED = 150
PAGE_SETTLE_SECONDS = 0.6


def find_app(name, timeout=10.0):
    deadline = time.time() + timeout
    while time.time() < deadline:
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name == name:
                return app
        time.sleep(0.2)
    return None


def find(node, role, name):
    stack = [node]
    while stack:
        current = stack.pop()
        try:
            if current.getRoleName() == role and current.name == name:
                return current
            stack.extend(list(current))
        except Exception:
            continue
    return None


def first(node, predicate):
    stack = [node]
    while stack:
        current = stack.pop(0)
        try:
            if predicate(current):
                return current
            stack.extend(list(current))
        except Exception:
            continue
    return None


def present_controls(root):
    """The controls below root a person can reach: visible, and showing, or inside a showing
    scroll pane (scrolled out of view, a person scrolls to them). Hidden stack pages are not
    showing and are skipped with their children, as is what ATK clients are told to ignore."""
    found = []

    def walk(node, in_scroller):
        try:
            states = node.getState()
            role = node.getRoleName()
        except Exception:
            return
        if not states.contains(pyatspi.STATE_VISIBLE):
            return
        showing = states.contains(pyatspi.STATE_SHOWING)
        if not showing and not in_scroller:
            return
        if role == "redundant object":
            pass  # ignored itself; its children still count
        elif role in CONTROL_ROLES:
            found.append(node)
        inside = in_scroller or (role == "scroll pane" and showing)
        try:
            children = list(node)
        except Exception:
            return
        for child in children:
            walk(child, inside)

    walk(root, False)
    return found


def counter_check(app):
    checks = [
        ("push button", "Add one"),
        ("check box", "Show details"),
        ("label", "Clicked 0 times"),
        ("list item", "Long list"),  # a row of the sidebar list, named by its content
    ]
    for role, name in checks:
        if find(app, role, name) is None:
            print(f"accessibility check: no {role} named {name!r}")
            return False
    find(app, "push button", "Add one").queryAction().doAction(0)
    deadline = time.time() + 5
    while time.time() < deadline:
        if find(app, "label", "Clicked 1 time") is not None:
            print("accessibility check: found widgets by name; pressing 'Add one' updated the label")
            return True
        time.sleep(0.1)
    print("accessibility check: the label did not change after pressing 'Add one'")
    return False


def sidebar_and_detail(app, timeout=10.0):
    """The sidebar's list and the split pane's detail side (its last child). While a page is
    being replaced the tree can lack them for a moment, on a loaded machine for longer: it is
    asked again until `timeout`."""
    deadline = time.time() + timeout
    while True:
        # The main window is the one with the split view; others (About, opened windows) are not.
        for window in app:
            if window is None or window.getRoleName() != "frame":
                continue
            split = first(window, lambda node: node.getRoleName() == "split pane")
            if split is not None and split.childCount > 0:
                sidebar = first(split[0], lambda node: node.getRoleName() == "list")
                if sidebar is not None:
                    return window, sidebar, split[split.childCount - 1]
        if time.time() > deadline:
            windows = ", ".join(describe(window) for window in app if window is not None)
            raise RuntimeError(f"no window with a sidebar among: {windows}")
        time.sleep(0.2)


def click(node):
    """A real pointer click on the node's centre: list rows have no ATK action."""
    x, y, width, height = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    pyatspi.Registry.generateMouseEvent(x + width // 2, y + height // 2, "b1c")


def describe(node):
    return f"{node.getRoleName()} {node.name!r}"


def where(node):
    """The node's role, with the nearest name around it to find it by: a sibling's or an
    ancestor's."""
    role = node.getRoleName()
    current = node
    for _ in range(4):
        parent = current.parent
        if parent is None:
            break
        names = [sibling.name for sibling in parent if sibling.name]
        if names:
            return f"{role} (near {names[0]!r})"
        current = parent
    return role


def page_walk(app):
    window, sidebar, _ = sidebar_and_detail(app)
    # Section headers are rows a person cannot select; the rest are pages.
    pages = [row.name for row in sidebar if row.getState().contains(pyatspi.STATE_SELECTABLE)]
    if not pages:
        print("accessibility check: no sidebar row is selectable")
        return False
    chrome = [node for node in present_controls(window) if not is_inside_detail(node, app)]
    unnamed = [("(window: sidebar, header bar)", where(node)) for node in chrome if not node.name]
    total_named = sum(1 for node in chrome if node.name)
    print(f"accessibility check: {'window (sidebar, header bar)':32} named {total_named:4}  unnamed {len(chrome) - total_named}")
    for title in pages:
        row = next(row for row in sidebar if row.name == title)
        click(row)
        time.sleep(PAGE_SETTLE_SECONDS)
        _, _, detail = sidebar_and_detail(app)
        controls = present_controls(detail)
        named = sum(1 for node in controls if node.name)
        total_named += named
        unnamed += [(title, where(node)) for node in controls if not node.name]
        print(f"accessibility check: {title:32} named {named:4}  unnamed {len(controls) - named}")
    for title, place in unnamed:
        print(f"accessibility check: unnamed control on {title!r}: {place}")
    print(f"accessibility check: {total_named} named controls, {len(unnamed)} unnamed, over {len(pages)} pages")
    if unnamed:
        return False
    if total_named < MIN_NAMED:
        print(f"accessibility check: fewer than {MIN_NAMED} named controls")
        return False
    return True


def is_inside_detail(node, app):
    _, _, detail = sidebar_and_detail(app)
    current = node
    while current is not None:
        if current == detail:
            return True
        current = current.parent
    return False


def main():
    app = find_app("Demo")
    if app is None:
        print("accessibility check: the Demo did not appear on the accessibility bus")
        return 1
    if not counter_check(app):
        return 1
    return 0 if page_walk(app) else 1


if __name__ == "__main__":
    sys.exit(main())
