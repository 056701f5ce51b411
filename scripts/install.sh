#!/usr/bin/env bash
# Installs EntryDesk under PREFIX: the binary, its resources and data (share/entrydesk), the
# desktop entry, the AppStream metainfo and the icon. Usage: scripts/install.sh PREFIX BINARY
set -euo pipefail
prefix=${1:?usage: scripts/install.sh PREFIX BINARY}
binary=${2:?usage: scripts/install.sh PREFIX BINARY}
cd "$(dirname "$0")/.."
install -d "$prefix/bin" "$prefix/share/entrydesk" "$prefix/share/applications" \
    "$prefix/share/metainfo" "$prefix/share/icons/hicolor/scalable/apps"
install -m 755 "$binary" "$prefix/bin/entrydesk"
rm -rf "$prefix/share/entrydesk/Resources" "$prefix/share/entrydesk/data"
cp -R Resources "$prefix/share/entrydesk/Resources"
cp -R data "$prefix/share/entrydesk/data"
install -m 644 Resources/desktop/org.entrydesk.EntryDesk.desktop "$prefix/share/applications/"
install -m 644 Resources/desktop/org.entrydesk.EntryDesk.metainfo.xml "$prefix/share/metainfo/"
install -m 644 Resources/icons/org.entrydesk.EntryDesk.svg "$prefix/share/icons/hicolor/scalable/apps/"
echo "Installed EntryDesk in $prefix (run $prefix/bin/entrydesk)"
