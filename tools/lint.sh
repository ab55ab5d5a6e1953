#!/usr/bin/env bash
# The linters of `make test`: rustfmt and clippy (warnings are errors) over the extension, the
# engine alone, its tests and benchmarks, and the fuzz targets; `php -l` over every PHP file of the
# package, the stubs, the tests and the tools; no PHPUnit internal used outside the adapter
# namespace (tools/phpunit-internals.php). Run inside tools/env.sh.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

for manifest in Cargo.toml tests-rust/Cargo.toml fuzz/Cargo.toml; do
    cargo fmt --check --manifest-path "$manifest"
done

export PHP=${PHP:-/usr/bin/php8.4} PHP_CONFIG=${PHP_CONFIG:-/usr/bin/php-config8.4}
[ -x "$PHP" ] || PHP=$(command -v php) PHP_CONFIG=$(command -v php-config)
cargo clippy --quiet --release --all-targets -- -D warnings
CARGO_TARGET_DIR=target/engine cargo clippy --quiet --no-default-features --all-targets -- -D warnings
CARGO_TARGET_DIR=target/engine cargo clippy --quiet --manifest-path tests-rust/Cargo.toml --all-targets -- -D warnings
CARGO_TARGET_DIR=target/fuzz-clippy cargo clippy --quiet --manifest-path fuzz/Cargo.toml --all-targets -- -D warnings

failed=0
while IFS= read -r -d '' file; do
    output=$(php -n -l "$file" 2>&1) || { echo "$output"; failed=1; }
done < <(find php stubs tests-php tests-install tools benches examples bin -name '*.php' -print0)
php tools/phpunit-internals.php || failed=1
exit "$failed"
