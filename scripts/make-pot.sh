#!/usr/bin/env bash
# make pot: extracts every translatable message into po/entrydesk.pot, then brings each
# language's po/LANG.po up to date with it (msgmerge: new messages empty, changed ones fuzzy).
#
# Swift: xgettext reads it as Objective-C (the same string literals, and `%@`/`%1$@` checked as
# objc-format by msgfmt --check), with our marks as keywords (Sources/Localization/Gettext.swift).
# The desktop entry and the AppStream metainfo: xgettext's own rules for them (metainfo.its
# comes with Debian's appstream package).
#
# make-pot.sh --check changes nothing: it fails, naming the messages, when a marked message is
# missing from po/entrydesk.pot or from a language (a test runs it).
set -euo pipefail
cd "$(dirname "$0")/.."
check=0
[[ "${1:-}" == "--check" ]] && check=1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pot=po/entrydesk.pot
(( check )) && pot=$work/fresh.pot

# Every Swift file that marks a message, in a stable order (the .pot's references follow it).
grep -rlE '\btr[cn]?\(' Sources --include='*.swift' | LC_ALL=C sort > "$work/swift-files"
xgettext --from-code=UTF-8 -L ObjectiveC -k --keyword=tr --keyword=trc:1c,2 --keyword=trn:1,2 \
    --add-comments=Translators: --package-name=EntryDesk --msgid-bugs-address=https://entrydesk.org/issues \
    --files-from="$work/swift-files" -o "$work/swift.pot"
xgettext --from-code=UTF-8 -L Desktop -k --keyword=Name --keyword=GenericName --keyword=Comment --keyword=Keywords \
    Resources/desktop/org.entrydesk.EntryDesk.desktop -o "$work/desktop.pot"
xgettext --from-code=UTF-8 Resources/desktop/org.entrydesk.EntryDesk.metainfo.xml -o "$work/metainfo.pot"
msgcat --use-first "$work/swift.pot" "$work/desktop.pot" "$work/metainfo.pot" -o "$work/all.pot"
# The header xgettext writes, with a title instead of its placeholder and no creation date
# (the .pot changes only when the messages do).
sed -e 's/^# SOME DESCRIPTIVE TITLE./# EntryDesk messages for translation./' \
    -e "s/^# Copyright (C) YEAR THE PACKAGE'S COPYRIGHT HOLDER/# Copyright (C) 2026 The EntryDesk authors/" \
    -e '/^"POT-Creation-Date:/d' "$work/all.pot" > "$pot"
if (( check )); then
    status=0
    for catalogue in po/entrydesk.pot $(sed -e "/^#/d" -e "s,^,po/," -e "s,$,.po," po/LINGUAS); do
        # msgcmp: every message of the fresh template must be in the catalogue (no fuzzy matching).
        msgcmp --use-untranslated -N "$catalogue" "$pot" 2>"$work/missing" || { status=1; echo "$catalogue lacks messages the sources mark:"; grep -v "this message is not used" "$work/missing"; }
    done
    exit $status
fi
echo "$pot: $(grep -c '^msgid ' "$pot") messages"

for po in po/*.po; do
    [[ -e "$po" ]] || continue
    msgmerge --quiet --update --backup=none --no-fuzzy-matching "$po" "$pot"
    printf '%s: ' "$po"
    msgfmt --check --statistics -o /dev/null "$po"
done
