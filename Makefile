# EntryDesk: the README's two commands are `make run` and `make test`.
PREFIX ?= /usr/local
SWIFT ?= swift
BUILD_FLAGS ?=
# Builds use exactly the dependency versions in the committed Package.resolved (the ones the
# tests passed with); `swift package update` changes them, in a commit of its own.
override BUILD_FLAGS += --force-resolved-versions
# Release builds link Swift's runtime and Foundation statically: the binary starts faster (no
# symbol lookups across a dozen Swift libraries) and runs without a Swift toolchain installed.
# Linked by the toolchain's lld with packed relative relocations (DT_RELR, glibc 2.36+): the
# position-independent binary's 2.2 MB relocation table shrinks to 17 kB, 3-4 MB less memory.
# Each function in a section of its own, and the ones start-up runs placed first and together
# (scripts/startup-order/): ~4 MB less of the binary is resident when the window maps. Nothing
# looks the executable's symbols up at run time, so it exports none (Swift's default exports
# 10,000, for a 0.9 MB symbol table the dynamic linker reads at every start).
STARTUP_ORDER = $(CURDIR)/scripts/startup-order/symbols.txt
RELEASE = -c release --static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs \
	-Xswiftc -Xfrontend -Xswiftc -function-sections -Xlinker --no-export-dynamic \
	-Xlinker --symbol-ordering-file=$(STARTUP_ORDER) -Xlinker --no-warn-symbol-ordering
DISPLAY_SESSION = scripts/with-display-session.sh

.PHONY: run test check widget-tests one lint format build release bench gallery install uninstall deps test-deps deb-deps clean startup-order translations pot deb deb-check

## make run: install what is missing, build (release) and open EntryDesk.
run: deps release
	.build/release/entrydesk

## make test: install what is missing and run the whole test suite under Xvfb.
test: test-deps translations lint
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	@# Flaky tests not yet fixed are listed, with their reasons, in Tests/quarantine.txt: shown, then skipped.
	@scripts/quarantine.sh print
	@# A throwaway PostgreSQL cluster for the team server tests, removed when they end.
	$(DISPLAY_SESSION) scripts/with-test-server.sh $(SWIFT) test --skip-build $(BUILD_FLAGS) $(shell scripts/quarantine.sh skip-flags)
	@# `make run` builds for release, where Swift's concurrency checks differ: keep it building.
	$(SWIFT) build $(RELEASE) --product entrydesk $(BUILD_FLAGS)
	@# The Debian package of that release build, checked and run from its files (make deb-check).
	scripts/check-deb.sh

## make check: the fast unit tests of the pure modules alone, with no display and no server.
## Their tests are Swift Testing; XCTest is left out (DesignTokensTests' GTK test needs a display).
PURE_TESTS = AddressKitTests|AmountKitTests|AddressSearchTests|DesignTokensTests|EntryStoreTests|LocalizationTests|CSVAndJSONTests|EntryFormTests|EntrySettingsTests
check: test-deps translations
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	$(SWIFT) test --skip-build --disable-xctest --filter '^($(PURE_TESTS))\.' $(BUILD_FLAGS)

## make widget-tests: the XCTest tests alone (widgets, windows, the app end to end, Orca), under
## Xvfb with a throwaway PostgreSQL (the team window's tests need it).
widget-tests: test-deps translations
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	$(DISPLAY_SESSION) scripts/with-test-server.sh $(SWIFT) test --skip-build --disable-swift-testing $(BUILD_FLAGS) $(shell scripts/quarantine.sh skip-flags)

## make one TEST=REGEX: the tests whose `Target.Class/test` names match REGEX, with a display and
## a server, e.g. make one TEST=EntryDeskTests.BatchEndToEndTests/testGermanTotalsTakeADecimalComma
one: test-deps translations
	@test -n "$(TEST)" || { echo "make one: say which, e.g. make one TEST=EntryStoreTests.BatchTests" >&2; exit 2; }
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	$(DISPLAY_SESSION) scripts/with-test-server.sh $(SWIFT) test --skip-build --filter '$(TEST)' $(BUILD_FLAGS)

## make lint: pyflakes over the Python test drivers (Tests/Drivers) and scripts, the modules that
## must run without a display checked for GTK, and swift-format's check of the Swift sources
## (make test runs it first).
lint: test-deps
	.build/test-python/bin/python3 -m pyflakes Tests/Drivers/*.py scripts/*.py scripts/startup-order/*.py
	@# The commands (EntryCommands), the settings and the pure modules never depend on GTK nor import it.
	scripts/check-layers.py
	@# The Swift sources as `make format` leaves them (a few seconds).
	$(SWIFT) format lint --recursive --parallel --strict Sources Tests Package.swift

## make format: swift-format (the toolchain's) over Sources, Tests and Package.swift, as .swift-format says.
format:
	$(SWIFT) format format --in-place --recursive --parallel Sources Tests Package.swift

deps:
	scripts/install-deps.sh

test-deps:
	scripts/install-deps.sh --test

deb-deps:
	scripts/install-deps.sh --deb

build: deps translations
	$(SWIFT) build $(BUILD_FLAGS)

# The package build (debian/rules) runs `make release DEPS=`: dpkg-buildpackage has checked its
# Build-Depends, and a package build installs nothing.
DEPS = deps
release: $(DEPS) translations
	$(SWIFT) build $(RELEASE) --product entrydesk $(BUILD_FLAGS)

## make translations: po/*.po compiled to .build/locale, where a window started from the
## checkout finds them (the desktop entry and metainfo with every language merged in beside).
translations:
	scripts/compile-translations.sh .build/locale .build/locale/desktop

## make pot: po/entrydesk.pot from the sources, and every po/LANG.po merged with it.
pot:
	scripts/make-pot.sh

## make bench: every benchmark, release build, figures on standard output.
bench: test-deps
	$(SWIFT) build $(RELEASE) --product entrydesk-bench $(BUILD_FLAGS)
	$(SWIFT) build $(RELEASE) --product entrydesk $(BUILD_FLAGS)
	$(SWIFT) build $(RELEASE) --product entrydesk-minimal-window $(BUILD_FLAGS)
	.build/release/entrydesk-bench tokens
	.build/release/entrydesk-bench address
	.build/release/entrydesk-bench parse
	.build/release/entrydesk-bench amount
	.build/release/entrydesk-bench store --count 1000000
	.build/release/entrydesk-bench search
	scripts/with-test-server.sh .build/release/entrydesk-bench team-server
	scripts/with-test-server.sh .build/release/entrydesk-bench sync
	$(DISPLAY_SESSION) .build/release/entrydesk-bench startup --saved-entries 1000000
	$(DISPLAY_SESSION) scripts/with-test-server.sh .build/release/entrydesk-bench frames --saved-entries 1000000 --import-entries 150000

## make startup-order: record which functions start-up runs (needs valgrind), then relink.
startup-order: release
	scripts/startup-order/record.sh
	rm -f .build/release/entrydesk
	$(SWIFT) build $(RELEASE) --product entrydesk $(BUILD_FLAGS)

## make gallery: render every component state and theme to gallery-out/, and again in German
## (long words) and Arabic (right to left) to gallery-out/de and gallery-out/ar.
gallery: test-deps translations
	$(SWIFT) build --product entrydesk $(BUILD_FLAGS)
	ENTRYDESK_SCREEN=1920x1080x24 $(DISPLAY_SESSION) .build/debug/entrydesk gallery --out gallery-out
	ENTRYDESK_SCREEN=1920x1080x24 LANG=de_DE.UTF-8 LC_ALL=de_DE.UTF-8 LANGUAGE= $(DISPLAY_SESSION) .build/debug/entrydesk gallery --out gallery-out/de
	ENTRYDESK_SCREEN=1920x1080x24 LANG=ar_EG.UTF-8 LC_ALL=ar_EG.UTF-8 LANGUAGE= $(DISPLAY_SESSION) .build/debug/entrydesk gallery --out gallery-out/ar

## make install PREFIX=...: the binary `make release` built, resources, data, desktop entry,
## metainfo, icon and licence. It only copies: `sudo make install` works where root has no Swift.
install:
	@test -x .build/release/entrydesk || { echo "make install: build first, as yourself: make release" >&2; exit 2; }
	scripts/install.sh "$(DESTDIR)$(PREFIX)" .build/release/entrydesk "$(PREFIX)"

## make deb: a Debian package of the release build, made by dpkg-buildpackage and debhelper from
## debian/, in dist/: entrydesk_VERSION_ARCH.deb, entrydesk-dbgsym_... (the debug information),
## the .buildinfo and the .changes. Install it with `sudo apt install ./dist/entrydesk_*.deb`.
deb: deb-deps
	dpkg-buildpackage --unsigned-source --unsigned-changes --build=binary
	@# dpkg-buildpackage writes beside the checkout: what it wrote (debian/files) moves into dist/.
	mkdir -p dist
	rm -f dist/entrydesk_* dist/entrydesk-dbgsym_*
	set -e; for file in $$(cut -d' ' -f1 debian/files) \
	    "entrydesk_$$(dpkg-parsechangelog -SVersion)_$$(dpkg-architecture -qDEB_HOST_ARCH).changes"; do \
	    mv "../$$file" dist/; done
	@ls -l dist

## make deb-check: `make deb`, then the package's files, fields and lintian, and the program run
## from the package's files (scripts/check-deb.sh; `make test` runs it last).
deb-check:
	scripts/check-deb.sh

uninstall:
	rm -rf "$(DESTDIR)$(PREFIX)/bin/entrydesk" "$(DESTDIR)$(PREFIX)/share/entrydesk" \
	    "$(DESTDIR)$(PREFIX)/share/applications/org.entrydesk.EntryDesk.desktop" \
	    "$(DESTDIR)$(PREFIX)/share/metainfo/org.entrydesk.EntryDesk.metainfo.xml" \
	    "$(DESTDIR)$(PREFIX)/share/icons/hicolor/scalable/apps/org.entrydesk.EntryDesk.svg" \
	    "$(DESTDIR)$(PREFIX)/share/licenses/entrydesk" "$(DESTDIR)$(PREFIX)/bin/.debug/entrydesk.debug"
	rm -f "$(DESTDIR)$(PREFIX)"/share/locale/*/LC_MESSAGES/entrydesk.mo

clean:
	rm -rf .build
