# GtkUI: `make demo` and `make test` install what they need, then build and run.

SWIFT ?= swift
BUILD_PACKAGES := pkg-config libgtk-3-dev
TEST_PACKAGES := $(BUILD_PACKAGES) xvfb xauth
PKGCONFIG_DIR := $(CURDIR)/.build/pkgconfig
XVFB_ARGS := -a -s "-screen 0 1280x800x24"

# SwiftPM reads this first, so it finds our copy of GTK's flags without "-pthread".
export PKG_CONFIG_PATH := $(PKGCONFIG_DIR)$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))

# Under a virtual X server when there is no display of our own.
ifeq ($(strip $(DISPLAY)$(WAYLAND_DISPLAY)),)
WITH_DISPLAY := xvfb-run $(XVFB_ARGS)
endif

.PHONY: demo test build benchmark deps test-deps pkgconfig clean

demo: build
	$(SWIFT) run Demo

test: test-deps pkgconfig
	$(SWIFT) build --build-tests
	NO_AT_BRIDGE=1 $(WITH_DISPLAY) $(SWIFT) test --skip-build

build: deps pkgconfig
	$(SWIFT) build

benchmark: test-deps pkgconfig
	$(SWIFT) build -c release --product Benchmarks
	NO_AT_BRIDGE=1 $(WITH_DISPLAY) .build/release/Benchmarks

deps:
	scripts/ensure-packages.sh $(BUILD_PACKAGES)

test-deps:
	scripts/ensure-packages.sh $(TEST_PACKAGES)

pkgconfig:
	scripts/write-pkgconfig.sh $(PKGCONFIG_DIR)

clean:
	rm -rf .build
