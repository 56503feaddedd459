#!/bin/sh
# Add Card Table to the applications menu of the current user (no root needed).
#
#   install-desktop.sh [PROGRAM]       install the desktop entry and the icons
#   install-desktop.sh --uninstall     remove them again
#
# PROGRAM is what the menu entry starts. By default: the CardTable program beside this script
# (when it runs from a one-folder bundle, dist/CardTable/), else the repository's
# dist/CardTable/CardTable, else `cardtable` found on PATH (a pip install).
# Files go to ${XDG_DATA_HOME:-~/.local/share}/applications/cardtable.desktop and
# .../icons/hicolor/SIZExSIZE/apps/cardtable.png.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
data_home=${XDG_DATA_HOME:-$HOME/.local/share}
sizes="16 32 48 64 128 256 512"

refresh() {
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$data_home/applications" 2>/dev/null || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -t "$data_home/icons/hicolor" 2>/dev/null || true
    fi
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$data_home/applications/cardtable.desktop"
    for size in $sizes; do
        rm -f "$data_home/icons/hicolor/${size}x${size}/apps/cardtable.png"
    done
    refresh
    echo "Card Table's desktop entry and icons were removed."
    exit 0
fi
case "${1:-}" in
    -h | --help)
        sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'
        exit 0
        ;;
esac

# the program the menu starts
if [ $# -ge 1 ]; then
    program=$1
elif [ -x "$here/CardTable" ]; then
    program=$here/CardTable
elif [ -x "$here/../../dist/CardTable/CardTable" ]; then
    program=$here/../../dist/CardTable/CardTable
elif command -v cardtable >/dev/null 2>&1; then
    program=$(command -v cardtable)
else
    echo "install-desktop.sh: no Card Table program found: build one (python build/build.py)," >&2
    echo "install it (pip install .) or name it: install-desktop.sh /path/to/CardTable" >&2
    exit 1
fi
if [ ! -x "$program" ]; then
    echo "install-desktop.sh: $program is not an executable program" >&2
    exit 1
fi
program=$(cd "$(dirname "$program")" && pwd)/$(basename "$program")
case "$program" in
    *[\"\`\$\\%]*)
        echo "install-desktop.sh: cannot write a desktop entry for a path holding \" \` \$ \\ or %:" >&2
        echo "  $program" >&2
        exit 1
        ;;
esac

# the icons: in a bundle they are in _internal/assets/icons, in the repository in assets/icons
icons=""
for candidate in "$here/_internal/assets/icons" "$here/../../assets/icons" \
    "$(dirname "$program")/_internal/assets/icons"; do
    if [ -f "$candidate/cardtable-64.png" ]; then
        icons=$candidate
        break
    fi
done
if [ -z "$icons" ]; then
    echo "install-desktop.sh: the icons (cardtable-64.png ...) were not found" >&2
    exit 1
fi

entry=$here/cardtable.desktop
if [ ! -f "$entry" ]; then
    echo "install-desktop.sh: $entry is missing" >&2
    exit 1
fi

mkdir -p "$data_home/applications"
for size in $sizes; do
    if [ -f "$icons/cardtable-$size.png" ]; then
        mkdir -p "$data_home/icons/hicolor/${size}x${size}/apps"
        cp "$icons/cardtable-$size.png" "$data_home/icons/hicolor/${size}x${size}/apps/cardtable.png"
    fi
done
target=$data_home/applications/cardtable.desktop
# Exec: the program's absolute path, quoted (the desktop entry rules allow spaces inside quotes)
{
    echo "[Desktop Entry]"
    printf 'Exec="%s"\n' "$program"
    printf 'TryExec=%s\n' "$program"
    # a bundle's window is of class CardTable (SDL names it after the program): say so, so the
    # desktop groups the window with this entry (a pip install runs under python: no such luck)
    if [ "$(head -c 4 "$program" | od -An -c | tr -d ' ')" = "177ELF" ]; then
        printf 'StartupWMClass=%s\n' "$(basename "$program")"
    fi
    grep -v -e '^\[Desktop Entry\]' -e '^Exec=' -e '^TryExec=' -e '^StartupWMClass=' "$entry"
} >"$target.tmp"
mv "$target.tmp" "$target"
chmod 644 "$target"
refresh
echo "Card Table is in the applications menu: $target starts $program"
