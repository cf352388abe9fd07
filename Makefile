# GtkUI: `make demo` and `make test` install what they need, then build and run.

SWIFT ?= swift
# librsvg2-common draws the theme's SVG icons (check marks, spin buttons); it is only a recommendation of GTK.
BUILD_PACKAGES := pkg-config libgtk-3-dev librsvg2-common
# The suite runs on a private D-Bus session bus with the AT-SPI bus, as on a desktop.
# GtkUITesting's snapshots pin the font to DejaVu Sans, so references match on any machine.
TEST_PACKAGES := $(BUILD_PACKAGES) xvfb xauth dbus at-spi2-core fonts-dejavu-core xdotool
PKGCONFIG_DIR := $(CURDIR)/.build/pkgconfig
XVFB_ARGS := -a -s "-screen 0 1280x800x24"

# SwiftPM reads this first, so it finds our copy of GTK's flags without "-pthread".
export PKG_CONFIG_PATH := $(PKGCONFIG_DIR)$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))

# Under a virtual X server when there is no display of our own.
ifeq ($(strip $(DISPLAY)$(WAYLAND_DISPLAY)),)
WITH_DISPLAY := xvfb-run $(XVFB_ARGS)
endif

WEB_PACKAGES := $(BUILD_PACKAGES) libwebkit2gtk-4.1-dev
WEB_DIR := Examples/WebBrowser

A11Y_PACKAGES := $(TEST_PACKAGES) python3-pyatspi

.PHONY: macros install-macros uninstall-macros preview-check demo test build benchmark accessibility accessibility-random web-demo web-build deps test-deps pkgconfig clean install-demo uninstall-demo docs bundle-check

demo: build
	$(SWIFT) run Demo

# dbus-run-session starts a bus of its own, also inside an existing desktop session, so every run
# sees the same bus: one where D-Bus registration and the accessibility bridge are live.
# Then once more without any session bus, as on a machine with no desktop session.
# GSettings are kept in memory, so the file chooser that tests open never writes to the user's dconf.
test: test-deps pkgconfig macros
	$(SWIFT) build --build-tests
	GSETTINGS_BACKEND=memory dbus-run-session -- $(WITH_DISPLAY) $(SWIFT) test --skip-build
	env -u DBUS_SESSION_BUS_ADDRESS NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory $(WITH_DISPLAY) $(SWIFT) test --skip-build
	$(MAKE) bundle-check

build: deps pkgconfig macros
	$(SWIFT) build

# The table suite runs BENCH_RUNS times (3); each target is held against its median run, and
# a miss fails the target (scripts/benchmark-medians.py).
BENCH_RUNS ?= 3
benchmark: test-deps pkgconfig macros
	$(SWIFT) build -c release --product Benchmarks
	NO_AT_BRIDGE=1 $(WITH_DISPLAY) scripts/benchmark-medians.py $(BENCH_RUNS) .build/release/Benchmarks
	NO_AT_BRIDGE=1 $(WITH_DISPLAY) .build/release/Benchmarks --flow
	NO_AT_BRIDGE=1 $(WITH_DISPLAY) .build/release/Benchmarks --canvas
	NO_AT_BRIDGE=1 $(WITH_DISPLAY) .build/release/Benchmarks --motion

# Drives the Demo by accessible name over AT-SPI, as a screen reader would: every page must name
# every control.
accessibility: pkgconfig macros
	scripts/ensure-packages.sh $(A11Y_PACKAGES)
	$(SWIFT) build --product Demo
	$(WITH_DISPLAY) scripts/accessibility-check.sh .build/debug/Demo

# The same, then a seeded 2,000-action random walk (A11Y_SEED, A11Y_STEPS) that must not crash
# the Demo, make it log a critical message or grow its memory by 5%. It takes about three
# minutes more than `accessibility`, so CI runs only the page walk.
accessibility-random: pkgconfig macros
	scripts/ensure-packages.sh $(A11Y_PACKAGES)
	$(SWIFT) build --product Demo
	$(WITH_DISPLAY) scripts/accessibility-check.sh .build/debug/Demo random

# DocC archive and static site in .build/docs, from the toolchain's own docc; fails on any docc
# warning (a broken ``link``) and on any public symbol left out of the topic groups.
# Look at it with `python3 -m http.server -d .build/docs`, then http://localhost:8000/.
docs: deps pkgconfig macros
	SWIFT="$(SWIFT)" scripts/build-docs.sh .build/docs

# The WebKitGTK browser example: a separate package, outside `make test`.
web-demo: web-build
	cd $(WEB_DIR) && .build/debug/WebBrowser

web-build:
	scripts/ensure-packages.sh $(WEB_PACKAGES)
	scripts/write-pkgconfig.sh $(PKGCONFIG_DIR) gtk+-3.0 webkit2gtk-4.1
	cd $(WEB_DIR) && $(SWIFT) build

# The Demo as a desktop app for this user, made by gtkui-bundle as a relocatable folder: the folder
# in ~/.local/lib/gtkui-demo, the command ~/.local/bin/gtkui-demo, its desktop entry (named after the
# application id, so the shell matches its windows to it) and icon in ~/.local/share.
DEMO_BIN_DIR ?= $(HOME)/.local/bin
DEMO_DATA_DIR ?= $(or $(XDG_DATA_HOME),$(HOME)/.local/share)
DEMO_LIB_DIR ?= $(HOME)/.local/lib/gtkui-demo
DEMO_DIRS := DEMO_BIN_DIR="$(DEMO_BIN_DIR)" DEMO_DATA_DIR="$(DEMO_DATA_DIR)" DEMO_LIB_DIR="$(DEMO_LIB_DIR)"

install-demo: deps pkgconfig macros
	scripts/ensure-packages.sh $(BUNDLE_TOOL_PACKAGES)
	$(SWIFT) build --product gtkui-bundle
	.build/debug/gtkui-bundle dir --product Demo | tee .build/install-demo.log
	$(DEMO_DIRS) scripts/install-demo.sh install "$$(sed -n 's/^bundle: //p' .build/install-demo.log)"

uninstall-demo:
	$(DEMO_DIRS) scripts/install-demo.sh uninstall

# gtkui-bundle's proof (part of `make test`): packages the Demo and a fixture app, installs, starts
# and removes them, and runs the relocatable folder from elsewhere. See scripts/bundle-check.sh.
BUNDLE_TOOL_PACKAGES := dpkg-dev binutils patchelf appstream desktop-file-utils
BUNDLE_PACKAGES := $(BUNDLE_TOOL_PACKAGES) lintian xdotool x11-utils

bundle-check: test-deps pkgconfig macros
	$(SWIFT) build --product gtkui-bundle
	$(WITH_DISPLAY) scripts/bundle-check.sh

# gtkui-preview on the Demo: a one-line edit reloaded, a compile error shown, the file put back.
preview-check: test-deps pkgconfig macros
	$(SWIFT) build --product gtkui-preview
	$(SWIFT) build --product Demo
	$(WITH_DISPLAY) scripts/preview-check.sh

# The GtkUIMacros compiler plugin (#Preview, @Previewable, @Entry), built with the toolchain's own
# SwiftSyntax and installed where its compiler finds plugins with no flags; rebuilt only when the
# sources or the toolchain changed. See README, "Previews".
SWIFTC ?= $(dir $(shell command -v $(SWIFT)))swiftc
macros:
	SWIFTC="$(SWIFTC)" scripts/install-macros.sh

install-macros: macros

uninstall-macros:
	SWIFTC="$(SWIFTC)" scripts/install-macros.sh --uninstall

deps:
	scripts/ensure-packages.sh $(BUILD_PACKAGES)

test-deps:
	scripts/ensure-packages.sh $(TEST_PACKAGES) $(BUNDLE_PACKAGES)

pkgconfig:
	scripts/write-pkgconfig.sh $(PKGCONFIG_DIR)

clean:
	rm -rf .build $(WEB_DIR)/.build
