#!/usr/bin/env bash
# Runs a command inside a private D-Bus session and an Xvfb display, with the accessibility bus
# able to reach the display: how the widget and end-to-end tests meet GTK as a person would.
# Usage: [ENTRYDESK_SCREEN=WxHxDEPTH] scripts/with-display-session.sh COMMAND [ARGS...]
# The screen is 1280x800 (what the tests are written for) unless ENTRYDESK_SCREEN says otherwise
# (the gallery shows the desk window at 1920x1080 too).
set -euo pipefail
if [[ "${ENTRYDESK_IN_DISPLAY_SESSION:-}" != "1" ]]; then
    export ENTRYDESK_IN_DISPLAY_SESSION=1
    exec dbus-run-session -- xvfb-run -a -s "-screen 0 ${ENTRYDESK_SCREEN:-1280x800x24}" "$0" "$@"
fi
# Inside: let D-Bus-activated services (the AT-SPI bus) see the display.
dbus-update-activation-environment DISPLAY XAUTHORITY >/dev/null 2>&1 || true
export GSK_RENDERER="${GSK_RENDERER:-cairo}"
export NO_AT_BRIDGE=0
exec "$@"
