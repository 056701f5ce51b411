#!/usr/bin/env bash
# Compiles the translations: po/LANG.po -> LOCALEDIR/LANG/LC_MESSAGES/entrydesk.mo, and, with
# a second folder, the desktop entry and the metainfo with every language's name, summary and
# description merged in. Run by `make build`, `make release`, `make test` (into .build/locale,
# where a window started from the checkout finds them) and by `make install` (into the prefix).
# Usage: scripts/compile-translations.sh LOCALEDIR [DESKTOPDIR]
set -euo pipefail
usage="usage: scripts/compile-translations.sh LOCALEDIR [DESKTOPDIR]"
locale_dir=${1:?$usage}
desktop_dir=${2:-}
root="$(cd "$(dirname "$0")/.." && pwd)"
if ! command -v msgfmt >/dev/null 2>&1; then
    echo "compile-translations.sh: msgfmt is missing: install Debian's gettext package (scripts/install-deps.sh does)" >&2
    exit 1
fi
while read -r lang; do
    [[ -z "$lang" || "$lang" == \#* ]] && continue
    mkdir -p "$locale_dir/$lang/LC_MESSAGES"
    msgfmt --check -o "$locale_dir/$lang/LC_MESSAGES/entrydesk.mo" "$root/po/$lang.po"
done < "$root/po/LINGUAS"
if [[ -n "$desktop_dir" ]]; then
    mkdir -p "$desktop_dir"
    msgfmt --desktop --template="$root/Resources/desktop/org.entrydesk.EntryDesk.desktop" -d "$root/po" \
        -o "$desktop_dir/org.entrydesk.EntryDesk.desktop"
    msgfmt --xml --template="$root/Resources/desktop/org.entrydesk.EntryDesk.metainfo.xml" -d "$root/po" \
        -o "$desktop_dir/org.entrydesk.EntryDesk.metainfo.xml"
fi
