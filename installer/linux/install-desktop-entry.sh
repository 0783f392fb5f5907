#!/bin/sh
# Adds Gameshelf to the application menu for this user: the menu entry points at the Gameshelf
# program in this folder, so keep the folder where it is (or run this again after moving it).
# `./install-desktop-entry.sh --remove` takes the entry away again.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
entry="$data/applications/gameshelf.desktop"
icon="$data/icons/hicolor/256x256/apps/gameshelf.png"

if [ "${1:-}" = "--remove" ]; then
    rm -f "$entry" "$icon"
    echo "removed $entry"
    exit 0
fi
mkdir -p "$(dirname "$entry")" "$(dirname "$icon")"
cp "$here/gameshelf.png" "$icon"
sed "s|^Exec=.*|Exec=\"$here/Gameshelf\"|" "$here/gameshelf.desktop" > "$entry"
chmod 644 "$entry"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$data/applications" || true
echo "added $entry"
