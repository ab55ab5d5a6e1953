#!/usr/bin/env bash
# Installation the PHP way, from what is committed (a clean clone of the checkout):
# * the README's install blocks (marked <!-- install...: ... -->) run verbatim: phpize, configure,
#   make and make install build the crate with cargo and install pbt.so, which PHP loads with
#   extension=pbt; cargo alone builds target/release/libpbt.so, which PHP loads too;
# * composer.json (the PHP package) and ext/composer.json (the extension, for PIE) validate;
# * a source archive (git archive: what Composer and PIE download) leaves out the tests, fuzz
#   targets, benches and CI files, and every target of its Cargo.toml is in it, so it builds.
#
# Two variables keep the run cheap and the shared root clean, without changing a command:
# INSTALL_ROOT (of phpize's Makefile) stages make install in target/, and CARGO_TARGET_DIR keeps
# cargo's dependencies between runs (the clone is new every time, the crate is rebuilt).
set -euo pipefail
checkout=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=$checkout/target/install-check
clone=$work/clone
export_ignored='^(tests-php|tests-rust|tests-install|benches|fuzz|\.ci)/|^(\.gitattributes|\.gitignore|phpunit\.xml\.dist|tools/fuzz\.sh)$'

step() { printf '\n== %s\n' "$*"; }

step "a clean clone of $(git -C "$checkout" rev-parse --short HEAD)"
rm -rf "$clone" "$work/archive" "$work/installed"
mkdir -p "$work"
git clone --quiet "$checkout" "$clone"

# The lines of the fenced block that follows the marker <!-- NAME: ... --> in the README.
block() {
    awk -v marker="<!-- $1:" '
        index($0, marker) == 1 { found = 1; next }
        found && /^```sh$/     { inside = 1; next }
        inside && /^```$/      { exit }
        inside                 { print }
    ' "$clone/README.md"
}

install=$(block install)
with_cargo=$(block install-with-cargo)
[ -n "$install" ] && [ -n "$with_cargo" ] || { echo "README.md: the blocks marked install and install-with-cargo are missing" >&2; exit 1; }

step "README, install:"
echo "$install"
"$checkout/tools/env.sh" env CARGO_TARGET_DIR="$work/cargo" INSTALL_ROOT="$work/installed" \
    bash -euo pipefail -c "cd '$clone'; $install"

step "the installed pbt.so loads: php -d extension=pbt -m lists pbt"
"$checkout/tools/env.sh" bash -euo pipefail -c "
    php -n -d extension_dir='$work/installed'\$(php-config --extension-dir) -d extension=pbt -m | grep -x pbt >/dev/null
    php -n -d extension_dir='$work/installed'\$(php-config --extension-dir) -d extension=pbt -r 'echo \"pbt \", phpversion(\"pbt\"), \" loaded\", PHP_EOL;'
"

step "README, install with cargo:"
echo "$with_cargo"
"$checkout/tools/env.sh" env CARGO_TARGET_DIR="$work/cargo" bash -euo pipefail -c "cd '$clone'; $with_cargo"
"$checkout/tools/env.sh" php -d extension="$work/cargo/release/libpbt.so" -m | grep -x pbt >/dev/null
echo "libpbt.so loads"

step "composer validate: the PHP package and the extension"
"$checkout/tools/env.sh" env COMPOSER_ALLOW_SUPERUSER=1 bash -euo pipefail -c "
    composer validate --no-check-publish --working-dir='$clone'
    composer validate --no-check-publish --working-dir='$clone/ext'
"

step "the source archive"
mkdir "$work/archive"
git -C "$clone" archive HEAD | tar -x -C "$work/archive"
if left_in=$(git -C "$clone" archive HEAD | tar -t | grep -E "$export_ignored"); then
    echo "git archive keeps what .gitattributes should leave out:" >&2
    echo "$left_in" >&2
    exit 1
fi
"$checkout/tools/env.sh" bash -euo pipefail -c "
    cd '$work/archive'
    cargo metadata --no-deps --offline --format-version 1 | php '$checkout/tests-install/cargo-targets-exist.php'
    test -f ext/config.m4 && test -f ext/composer.json && test -f LICENSE
"
echo "no tests, fuzz targets, benches or CI files; Cargo.toml's targets, ext/ and LICENSE are in it"

rm -rf "$clone" "$work/archive" "$work/installed"
echo
echo "install: OK"
