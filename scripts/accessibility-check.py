#!/usr/bin/python3
"""Drives the running Demo through AT-SPI, as a screen reader would: finds widgets by their
accessible names (a button, a check box, a label, a sidebar list item), presses "Add one" and
checks that the counter label follows.
Exits 0 on success, 1 with a message otherwise."""
import sys
import time

import pyatspi


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


def main():
    app = find_app("Demo")
    if app is None:
        print("accessibility check: the Demo did not appear on the accessibility bus")
        return 1
    checks = [
        ("push button", "Add one"),
        ("check box", "Show details"),
        ("label", "Clicked 0 times"),
        ("list item", "Long list"),  # a row of the sidebar list, named by its content
    ]
    for role, name in checks:
        if find(app, role, name) is None:
            print(f"accessibility check: no {role} named {name!r}")
            return 1
    find(app, "push button", "Add one").queryAction().doAction(0)
    deadline = time.time() + 5
    while time.time() < deadline:
        if find(app, "label", "Clicked 1 time") is not None:
            print("accessibility check: found widgets by name; pressing 'Add one' updated the label")
            return 0
        time.sleep(0.1)
    print("accessibility check: the label did not change after pressing 'Add one'")
    return 1


if __name__ == "__main__":
    sys.exit(main())
