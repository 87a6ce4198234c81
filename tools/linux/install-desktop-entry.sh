#!/bin/sh
# Puts Parlour Poker in the desktop's application menu, for this user only: the menu entry
# (parlour-poker.desktop) pointed at this folder's program, and the icon (parlour-poker.png).
# Run it again after moving the folder; `./install-desktop-entry.sh --remove` takes both away.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
apps=$data/applications
icons=$data/icons/hicolor/256x256/apps
if [ "${1:-}" = "--remove" ]; then
    rm -f "$apps/parlour-poker.desktop" "$icons/parlour-poker.png"
    echo "Parlour Poker removed from the application menu."
    exit 0
fi
mkdir -p "$apps" "$icons"
cp "$here/parlour-poker.png" "$icons/parlour-poker.png"
# Exec takes the program's full path, quoted as the desktop entry format asks: spaces are
# fine inside the quotes; a backslash, quote, backquote or dollar sign takes two backslashes
# (the format unescapes twice) and a per cent sign is doubled.
program=$(printf '%s' "$here/ParlourPoker" | sed -e 's/\\/\\\\\\\\/g' -e 's/["`$]/\\\\&/g' -e 's/%/%%/g')
while IFS= read -r line; do
    case $line in
        Exec=*) printf 'Exec="%s"\n' "$program" ;;
        *) printf '%s\n' "$line" ;;
    esac
done < "$here/parlour-poker.desktop" > "$apps/parlour-poker.desktop"
chmod 644 "$apps/parlour-poker.desktop"
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database "$apps" >/dev/null 2>&1 || true
fi
echo "Parlour Poker is in the application menu ($apps/parlour-poker.desktop)."
