#!/usr/bin/env bash
# Installs EntryDesk under PREFIX: the binary, its resources and data (share/entrydesk), the
# desktop entry, the AppStream metainfo and the icon, the translations (share/locale) and the
# licence (share/licenses/entrydesk/LICENSE); the binary without its debug information, which
# goes to bin/.debug/entrydesk.debug.
# Usage: scripts/install.sh PREFIX BINARY [FINAL_PREFIX]
# FINAL_PREFIX is where the files will live when PREFIX is a staging folder (DESTDIR).
set -euo pipefail
usage="usage: scripts/install.sh PREFIX BINARY [FINAL_PREFIX]"
prefix=${1:?$usage}
binary=${2:?$usage}
final_prefix=${3:-$prefix}
cd "$(dirname "$0")/.."
install -d "$prefix/bin" "$prefix/share/entrydesk" "$prefix/share/applications" \
    "$prefix/share/metainfo" "$prefix/share/icons/hicolor/scalable/apps" "$prefix/share/licenses/entrydesk"
install -m 755 "$binary" "$prefix/bin/entrydesk"
# The built binary carries its debug information (most of a release build's 121 MB): the
# installed program goes without it, and it is kept beside for a debugger: the binary names it
# with a debug link, and gdb looks for that file in the binary's folder and its .debug subfolder
# (and under /usr/lib/debug, outside a PREFIX; a lib/debug/entrydesk of the prefix it never finds).
debug_dir="$prefix/bin/.debug"
install -d "$debug_dir"
objcopy --only-keep-debug "$prefix/bin/entrydesk" "$debug_dir/entrydesk.debug"
chmod 644 "$debug_dir/entrydesk.debug"
strip --strip-debug "$prefix/bin/entrydesk"
objcopy --add-gnu-debuglink="$debug_dir/entrydesk.debug" "$prefix/bin/entrydesk"
rm -rf "$prefix/share/entrydesk/Resources" "$prefix/share/entrydesk/data"
cp -R Resources "$prefix/share/entrydesk/Resources"
cp -R data "$prefix/share/entrydesk/data"
# The desktop menu finds `entrydesk` on PATH only under /usr or /usr/local: elsewhere the entry
# names the installed binary itself.
exec_line="Exec=entrydesk"
[[ "$final_prefix" == /usr || "$final_prefix" == /usr/local ]] || exec_line="Exec=$final_prefix/bin/entrydesk"
# The translations, and the desktop entry and metainfo with every language's words merged in.
merged=$(mktemp -d)
trap 'rm -rf "$merged"' EXIT
scripts/compile-translations.sh "$prefix/share/locale" "$merged"
sed -i "s|^Exec=entrydesk\$|$exec_line|" "$merged/org.entrydesk.EntryDesk.desktop"
install -m 644 "$merged/org.entrydesk.EntryDesk.desktop" "$prefix/share/applications/"
install -m 644 "$merged/org.entrydesk.EntryDesk.metainfo.xml" "$prefix/share/metainfo/"
install -m 644 Resources/icons/org.entrydesk.EntryDesk.svg "$prefix/share/icons/hicolor/scalable/apps/"
install -m 644 LICENSE "$prefix/share/licenses/entrydesk/LICENSE"
echo "Installed EntryDesk in $prefix (run $prefix/bin/entrydesk)"
