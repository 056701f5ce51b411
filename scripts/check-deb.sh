#!/usr/bin/env bash
# Checks EntryDesk's Debian package as an installation would meet it: builds it (`make deb`),
# reads its fields and files (dpkg-deb), runs lintian over it (any error fails), unpacks it into
# an empty folder (dpkg-deb -x) and runs the unpacked /usr/bin/entrydesk: --version, and
# `validate`, which reads the address formats from the unpacked usr/share/entrydesk (found beside
# the binary, as under /usr: no ENTRYDESK_SHARE_DIR). It installs nothing on this machine (apt
# only simulates installing the package).
# `make test` runs it last, after its own release build, which `make deb` reuses.
# Usage: scripts/check-deb.sh          build with `make deb`, then check dist/entrydesk_*.deb
#        scripts/check-deb.sh DEB      check DEB as it is (its .changes beside it, if any, for lintian)
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "check-deb.sh: $*" >&2; exit 1; }

version=$(dpkg-parsechangelog -SVersion)
arch=$(dpkg-architecture -qDEB_HOST_ARCH)
if (( $# )); then
    deb=$1
else
    "${MAKE:-make}" deb
    deb=dist/entrydesk_${version}_${arch}.deb
fi
[[ -f "$deb" ]] || fail "no package at $deb"
changes="$(dirname "$deb")/entrydesk_${version}_${arch}.changes"
dbgsym="$(dirname "$deb")/entrydesk-dbgsym_${version}_${arch}.deb"

# The fields: version as debian/changelog says, GTK 4 found by dpkg-shlibdeps, and what
# EntryDesk loads only when used (dlopen, invisible to dpkg-shlibdeps) recommended.
field() { dpkg-deb --field "$deb" "$1"; }
[[ "$(field Package)" == entrydesk ]] || fail "Package is '$(field Package)'"
[[ "$(field Version)" == "$version" ]] || fail "Version is '$(field Version)', debian/changelog says $version"
depends=$(field Depends)
recommends=$(field Recommends)
[[ "$depends" == *libgtk-4-1* ]] || fail "Depends names no libgtk-4-1: $depends"
[[ "$depends" == *libc6* ]] || fail "Depends names no libc6: $depends"
[[ "$recommends" == *libpq5* ]] || fail "Recommends names no libpq5: $recommends"
[[ "$recommends" == *libcurl4* ]] || fail "Recommends names no libcurl4: $recommends"
[[ "$recommends" == *orca* ]] || fail "Recommends names no orca (the kiosk starts it): $recommends"
echo "Depends: $depends"
echo "Recommends: $recommends"
# apt would install it here, its dependencies met (a simulation: nothing is installed).
apt-get install --simulate "$(realpath "$deb")" >/dev/null || fail "apt-get install --simulate $deb failed"

# The files make install lays out (the licence as Debian keeps it, in the copyright file).
contents=$(dpkg-deb --contents "$deb" | awk '{print $NF}')
for path in ./usr/bin/entrydesk \
    ./usr/share/applications/org.entrydesk.EntryDesk.desktop \
    ./usr/share/metainfo/org.entrydesk.EntryDesk.metainfo.xml \
    ./usr/share/icons/hicolor/scalable/apps/org.entrydesk.EntryDesk.svg \
    ./usr/share/doc/entrydesk/copyright \
    ./usr/share/man/man1/entrydesk.1.gz \
    ./usr/share/entrydesk/Resources/tokens/semantic.json \
    ./usr/share/entrydesk/Resources/tokens/themes/dark.json \
    ./usr/share/entrydesk/data/address/US.json \
    ./usr/share/entrydesk/data/currencies.json \
    ./usr/share/entrydesk/data/sample-addresses.edidx \
    ./usr/share/locale/de/LC_MESSAGES/entrydesk.mo; do
    grep -qxF "$path" <<<"$contents" || fail "$deb lacks $path"
done
! grep -q '^\./usr/lib/debug/' <<<"$contents" || fail "$deb carries debug information (it belongs in entrydesk-dbgsym)"

# lintian over the .changes (both packages and the .buildinfo), else over the .deb: any error fails.
lintian_target=$deb
[[ -f "$changes" ]] && lintian_target=$changes
echo "lintian $lintian_target"
lintian_output=$(lintian --fail-on none "$lintian_target" 2>&1) || fail "lintian did not run: $lintian_output"
[[ -z "$lintian_output" ]] || echo "$lintian_output"
! grep -q '^E: ' <<<"$lintian_output" || fail "lintian reports errors (E:) for $lintian_target"

# Unpacked into an empty folder and run from elsewhere, as after apt install.
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
dpkg-deb -x "$deb" "$root"
binary=$root/usr/bin/entrydesk
! grep -q '\.debug_info' <<<"$(readelf -S -W "$binary")" || fail "the packaged binary still holds its debug information"
# Which entrydesk-dbgsym holds, under the binary's build ID (where gdb and debuginfod look).
if [[ -f "$dbgsym" ]]; then
    build_id=$(readelf -n "$binary" | awk '/Build ID:/ {print $3}')
    [[ -n "$build_id" ]] || fail "the packaged binary has no build ID"
    grep -q "/usr/lib/debug/\.build-id/${build_id:0:2}/${build_id:2}\.debug\$" <<<"$(dpkg-deb --contents "$dbgsym")" \
        || fail "$dbgsym lacks the debug information of build ID $build_id"
fi
if ldd "$binary" | grep 'not found'; then fail "the packaged binary needs libraries that are missing here"; fi
# The newest glibc the binary asks for (packed relocations, GLIBC_ABI_DT_RELR: 2.36) is the
# least the package depends on.
needed_glibc=$(readelf -V -W "$binary" | grep -o 'GLIBC_[0-9.]*[0-9]' | sed 's/GLIBC_//' | sort -V | tail -1)
grep -q GLIBC_ABI_DT_RELR <<<"$(readelf -V -W "$binary")" && dpkg --compare-versions "$needed_glibc" lt 2.36 && needed_glibc=2.36
depended_glibc=$(grep -o 'libc6 (>= [^)]*)' <<<"$depends" | sed 's/libc6 (>= //; s/)//' | sort -V | tail -1)
dpkg --compare-versions "${depended_glibc:-0}" ge "$needed_glibc" \
    || fail "the binary needs glibc $needed_glibc, the package depends on libc6 (>= ${depended_glibc:-anything})"
cd "$root"
unset ENTRYDESK_SHARE_DIR ENTRYDESK_LOCALE_DIR
shown=$("$binary" --version)
[[ "$shown" == "$version" ]] || fail "entrydesk --version says '$shown', the package is $version"
address='{"country_code": "US", "country_area": "CA", "city": "Mountain View", "postal_code": "94043", "street_address": "1600 Amphitheatre Pkwy"}'
validated=$("$binary" validate <<<"$address") || fail "entrydesk validate refused a valid address: $validated"
[[ "$validated" == *'"valid":true'* ]] || fail "entrydesk validate: $validated"
refused=$("$binary" validate <<<'{"country_code": "US", "postal_code": "9404"}') && fail "entrydesk validate took ZIP 9404: $refused"
[[ "$refused" == *'"postal_code":"invalid"'* ]] || fail "entrydesk validate, ZIP 9404: $refused"
# And the formats came from the unpacked files, not from the checkout it was built in: without
# the unpacked US.json, validate names the file it could not read.
us_format=$root/usr/share/entrydesk/data/address/US.json
rm "$us_format"
without=$("$binary" validate <<<"$address" 2>&1) && fail "entrydesk validate ran without $us_format: $without"
[[ "$without" == *"$us_format"* ]] || fail "entrydesk validate read its formats elsewhere than $root/usr/share/entrydesk: $without"
echo "check-deb.sh: $deb is whole, passes lintian without errors, and runs from its files (entrydesk $shown)"
