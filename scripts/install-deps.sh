#!/usr/bin/env bash
# Installs what EntryDesk needs and the machine lacks: Debian packages (GTK 4, SQLite, libpq,
# and for the tests Xvfb, D-Bus, AT-SPI, xdotool, PostgreSQL, ...) and, with --test, the Python
# the test suite runs: a virtual environment in .build/test-python (Debian's python3 with its
# AT-SPI bindings, plus the PyPI packages of scripts/requirements-test.txt; Debian refuses pip
# installs into its own Python). With --deb (and --test, as `make test` builds the package too):
# Debian's packaging tools for `make deb`.
# Safe to run again: it installs only what is missing. Uses sudo when not root.
set -euo pipefail
cd "$(dirname "$0")/.."

# libpq5: the team server's client library, loaded only when a server is configured (no
# headers needed to build: Sources/CPostgres declares what it uses).
# gettext: msgfmt compiles po/*.po when building; appstream: its rules for translating the
# metainfo (metainfo.its).
# fonts-wqy-microhei: hanzi, kanji and kana (a Chinese or Japanese window and its kiosk keyboard; DejaVu has none).
# rime-data-pinyin-simp: the pinyin dictionary the Chinese kiosk keyboard offers hanzi from.
runtime_packages=(libgtk-4-dev libsqlite3-dev libcurl4 libpq5 ca-certificates pkg-config iso-codes fonts-dejavu-core adwaita-icon-theme
    gettext appstream fonts-wqy-microhei rime-data-pinyin-simp)
# locales-all: the end-to-end tests type amounts in de_DE and ja_JP, as the app meets them.
# postgresql: the throwaway server the team server tests start (scripts/pg-test-cluster.sh).
# libreoffice-calc-nogui: the spreadsheet an `export --excel` file is proven to open right in
# (soffice --headless, SpreadsheetRoundTripTests).
# gir1.2-gtk-3.0: the paste tests put text on the clipboard with GTK 3, as an editor would own it.
# speech-dispatcher (and its ALSA output): the kiosk's spoken hint, heard in a daemon's own log
# (SpeechDispatcher in the tests).
test_packages=(postgresql xvfb xauth dbus-x11 dbus at-spi2-core python3-pyatspi python3-gi gir1.2-gtk-3.0 python3-venv xdotool x11-utils desktop-file-utils locales-all orca
    libreoffice-calc-nogui speech-dispatcher speech-dispatcher-audio-plugins)
# dpkg-dev, debhelper: `make deb` (dpkg-buildpackage); help2man: the package's manual page;
# lintian: scripts/check-deb.sh. No fakeroot: the package builds with Rules-Requires-Root: no.
deb_packages=(dpkg-dev debhelper help2man lintian)

want_tests=0
want_deb=0
case "${1:-}" in
    --test) want_tests=1; want_deb=1 ;;
    --deb) want_deb=1 ;;
esac

if ! command -v swift >/dev/null 2>&1; then
    echo "Swift is not on PATH: install Swift 6 (swift.org) and run this again." >&2
    exit 1
fi

packages=("${runtime_packages[@]}")
(( want_tests )) && packages+=("${test_packages[@]}")
(( want_deb )) && packages+=("${deb_packages[@]}")

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done

if (( ${#missing[@]} )); then
    echo "Installing missing system packages: ${missing[*]}"
    sudo=""
    (( EUID == 0 )) || sudo="sudo"
    # env: sudo would drop DEBIAN_FRONTEND; --error-on=any: an unreachable archive is an error.
    if ! $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq --error-on=any; then
        echo "install-deps.sh: cannot reach the Debian archive to install ${missing[*]} (network or proxy?)" >&2
        exit 1
    fi
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if (( want_tests )); then
    python=.build/test-python/bin/python3
    if ! "$python" -c "import pyatspi" >/dev/null 2>&1; then
        rm -rf .build/test-python
        /usr/bin/python3 -m venv --system-site-packages .build/test-python
    fi
    "$python" -m pip install -q --disable-pip-version-check -r scripts/requirements-test.txt
fi
