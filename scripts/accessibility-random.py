#!/usr/bin/python3
"""A seeded random walk over the running Demo through AT-SPI: presses buttons, flips toggles,
types into fields, moves sliders, clicks list rows and switches sidebar pages, as a person might.

It reads the Demo's resident memory (VmRSS in /proc/PID/status) after a warm-up that visits every
page, and again at the end, and fails if it grew by 5% or more, if the Demo died, or if its log
(DEMO_LOG) shows a Gtk-CRITICAL. Environment: DEMO_PID, DEMO_LOG, A11Y_SEED (default: random,
printed), A11Y_STEPS (default 2000), A11Y_WARMUP (default 300), A11Y_VERBOSE=1 to print every
action with its time (to match it with the Demo's log) and the memory every 200 actions,
A11Y_PAGE_SWITCHES (the share of actions that switch pages, default 0.04).
Exits 0 on success, 1 with a message otherwise."""
import os
import random
import sys
import time

import pyatspi

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
check = __import__("accessibility-check")

MAX_GROWTH = 0.05
VERBOSE = os.environ.get("A11Y_VERBOSE") == "1"
WARM_CYCLES = 4
PAGE_SWITCHES = float(os.environ.get("A11Y_PAGE_SWITCHES", "0.04"))
# A window opened by a press (an alert, a sheet, a file dialog) is closed by one of these.
CLOSERS = ("Cancel", "Close", "OK", "Done", "Dismiss", "Keep", "Not now")
# Known GTK 3 defects, not GtkUI's: a message matching one is counted and named, not failed on.
KNOWN_GTK_DEFECTS = {
    "gtk_notebook_get_tab_label: assertion 'list != NULL' failed":
        "GTK 3 asks a notebook page's tab accessible for its label after the page left the notebook, "
        "as it drops the accessible (any GtkNotebook destroyed while a screen reader knows its tabs)",
}
# Keys a person presses anywhere (X keycodes of Xvfb's keymap), with the modifiers held.
CONTROL, ALT = 37, 64
KEYS = [
    ("Tab", [], 23), ("Return", [], 36), ("Escape", [], 9), ("BackSpace", [], 22),
    ("Ctrl+F", [CONTROL], 41), ("Alt+Left", [ALT], 113), ("Page_Down", [], 117), ("space", [], 65),
]
WORDS = ["Ada", "ümlaut", "", "a longer line of text to type", "42", "x" * 60, "日本語"]


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS")


def alive(pid):
    return os.path.exists(f"/proc/{pid}") and "zombie" not in open(f"/proc/{pid}/status").read()


def critical_lines(log):
    """The log's critical messages: those of known GTK defects, by defect, and the rest."""
    known, others = {}, []
    if not log or not os.path.exists(log):
        return known, others
    with open(log, errors="replace") as text:
        for line in text:
            if "-CRITICAL" not in line:
                continue
            defect = next((key for key in KNOWN_GTK_DEFECTS if key in line), None)
            if defect:
                known[defect] = known.get(defect, 0) + 1
            else:
                others.append(line.rstrip())
    return known, others


def press_key(keycode, modifiers):
    for modifier in modifiers:
        pyatspi.Registry.generateKeyboardEvent(modifier, None, pyatspi.KEY_PRESS)
    pyatspi.Registry.generateKeyboardEvent(keycode, None, pyatspi.KEY_PRESSRELEASE)
    for modifier in reversed(modifiers):
        pyatspi.Registry.generateKeyboardEvent(modifier, None, pyatspi.KEY_RELEASE)


def settle():
    time.sleep(0.02)


class Walk:
    def __init__(self, app, rng, pid):
        self.app, self.rng, self.pid = app, rng, pid
        self.window, self.sidebar, _ = check.sidebar_and_detail(app)
        self.pages = [row.name for row in self.sidebar if row.getState().contains(pyatspi.STATE_SELECTABLE)]
        self.controls = []
        self.counts = {}

    def refresh(self):
        # A busy Demo (a page being built) may not answer at once; it must within a minute.
        deadline = time.time() + 60
        while True:
            try:
                _, _, detail = check.sidebar_and_detail(self.app)
                self.controls = [node for node in check.present_controls(detail) if self.usable(node)]
                return
            except Exception as error:
                if time.time() > deadline or not alive(self.pid):
                    raise RuntimeError(f"the Demo stopped answering: {error}")
                time.sleep(1)

    @staticmethod
    def usable(node):
        try:
            return node.getState().contains(pyatspi.STATE_SENSITIVE)
        except Exception:
            return False

    def switch_page(self, title=None):
        title = title or self.rng.choice(self.pages)
        self.remember(f"page {title!r}")
        if VERBOSE:
            print(f"{time.strftime('%H:%M:%S')} page {title!r}")
        row = None
        try:
            row = next((row for row in self.sidebar if row is not None and row.name == title), None)
        except Exception:
            # The sidebar was rebuilt under the walk: find it again.
            self.window, self.sidebar, _ = check.sidebar_and_detail(self.app)
        if row is not None:
            check.click(row)
            time.sleep(0.3)
        self.refresh()
        self.count("page switch")

    def type_every_word(self):
        fields = [node for node in self.controls if node.getRoleName() in ("text", "entry", "password text")]
        for field in fields[:1]:
            try:
                for word in WORDS:
                    field.queryEditableText().setTextContents(word)
                    settle()
            except Exception:
                continue

    def count(self, kind):
        self.counts[kind] = self.counts.get(kind, 0) + 1

    def remember(self, what):
        self.history = (getattr(self, "history", []) + [what])[-12:]

    def close_extra_windows(self):
        windows = [child for child in self.app if child is not None and child != self.window]
        for window in windows:
            try:
                if not window.getState().contains(pyatspi.STATE_SHOWING):
                    continue
            except Exception:
                continue
            closer = check.first(
                window, lambda node: node.getRoleName() == "push button" and node.name in CLOSERS)
            if closer is not None:
                closer.queryAction().doAction(0)
            else:
                pyatspi.Registry.generateKeyboardEvent(9, None, pyatspi.KEY_PRESSRELEASE)  # Escape
            time.sleep(0.2)

    def act(self):
        chance = self.rng.random()
        if not self.controls or chance < PAGE_SWITCHES:
            self.switch_page()
            return
        if chance < PAGE_SWITCHES + 0.06:
            name, modifiers, keycode = self.rng.choice(KEYS)
            if VERBOSE:
                print(f"{time.strftime('%H:%M:%S')} key {name}")
            self.remember(f"key {name}")
            press_key(keycode, modifiers)
            self.count("key press")
            settle()
            self.close_extra_windows()
            return
        node = self.rng.choice(self.controls)
        try:
            # A control gone with its page (a search filtered it out) is not there for a person.
            if node.getState().contains(pyatspi.STATE_DEFUNCT):
                self.refresh()
                return
            role = node.getRoleName()
            self.remember(f"{role} {node.name!r}")
            if VERBOSE:
                print(f"{time.strftime('%H:%M:%S')}.{int(time.time() * 1000) % 1000:03} {role} {node.name!r}")
            if role in ("text", "entry", "password text"):
                try:
                    editable = node.queryEditableText()
                except NotImplementedError:
                    return  # text a person reads, not edits
                if node.getState().contains(pyatspi.STATE_EDITABLE):
                    editable.setTextContents(self.rng.choice(WORDS))
                    self.count("text entry")
            elif role in ("slider", "spin button"):
                value = node.queryValue()
                value.currentValue = self.rng.uniform(value.minimumValue, value.maximumValue)
                self.count("value change")
            elif role in ("list item", "table row"):
                if node.getState().contains(pyatspi.STATE_SHOWING):
                    check.click(node)
                    self.count("row click")
            elif role in ("combo box", "menu item"):
                return  # a popup's grab would swallow the walk's later clicks
            else:
                action = node.queryAction()
                if action.nActions > 0:
                    action.doAction(0)
                    self.count("press or toggle")
        except Exception:
            # The control went away under the walk (its page changed): look again.
            self.refresh()
            return
        settle()
        self.close_extra_windows()


def run(app, pid, log, seed, steps, warmup):
    rng = random.Random(seed)
    walk = Walk(app, rng, pid)
    print(
        f"random walk: seed {seed}; warm-up: every page {WARM_CYCLES} times, then {warmup} actions; "
        f"{steps} measured actions")
    # Caches fill as pages are built (styles, icons, fonts, GLib's and the allocator's pools):
    # RSS settles after every page was shown a few times, so the warm-up visits each WARM_CYCLES
    # times, and types every word once, before the random warm-up actions.
    for _ in range(WARM_CYCLES):
        for title in walk.pages:
            walk.switch_page(title)
            walk.type_every_word()
    for step in range(warmup):
        walk.act()
        if step % 40 == 39:
            walk.refresh()
    # Memory is read on the same page both times: what a page holds differs from page to page.
    walk.switch_page(walk.pages[0])
    time.sleep(1)
    before = rss_kib(pid)
    started = time.time()
    for step in range(steps):
        if not alive(pid):
            print(f"random walk: the Demo died at action {step} (seed {seed}); its last actions:")
            for what in getattr(walk, "history", []):
                print("  " + what)
            return False
        walk.act()
        if step % 40 == 39:
            walk.refresh()
        if VERBOSE and step % 200 == 199:
            print(f"random walk: RSS {rss_kib(pid)} KiB after {step + 1} actions", flush=True)
    if not alive(pid):
        print(f"random walk: the Demo died (seed {seed})")
        return False
    walk.switch_page(walk.pages[0])
    time.sleep(1)
    after = rss_kib(pid)
    growth = (after - before) / before
    kinds = ", ".join(f"{count} {kind}" for kind, count in sorted(walk.counts.items()))
    print(f"random walk: {kinds}; {time.time() - started:.0f} s")
    print(f"random walk: RSS after warm-up {before} KiB, at the end {after} KiB ({growth * 100:+.1f}%)")
    ok = True
    known, criticals = critical_lines(log)
    for defect, count in known.items():
        print(f"random walk: {count} x known GTK defect \"{defect}\": {KNOWN_GTK_DEFECTS[defect]}")
    if criticals:
        print(f"random walk: the Demo logged {len(criticals)} critical messages, the first:")
        for line in criticals[:5]:
            print("  " + line)
        ok = False
    if growth >= MAX_GROWTH:
        print(f"random walk: RSS grew by {MAX_GROWTH * 100:.0f}% or more (seed {seed})")
        ok = False
    return ok


def main():
    pid = int(os.environ["DEMO_PID"])
    log = os.environ.get("DEMO_LOG")
    seed = int(os.environ.get("A11Y_SEED") or random.SystemRandom().randrange(1 << 31))
    steps = int(os.environ.get("A11Y_STEPS", "2000"))
    warmup = int(os.environ.get("A11Y_WARMUP", "300"))
    app = check.find_app("Demo")
    if app is None:
        print("random walk: the Demo did not appear on the accessibility bus")
        return 1
    return 0 if run(app, pid, log, seed, steps, warmup) else 1


if __name__ == "__main__":
    sys.exit(main())
