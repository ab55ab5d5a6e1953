#!/usr/bin/env bash
# Builds what bin/phpunit needs, when it is out of date: the extension (cargo build --release)
# and the package's autoloader (composer dump-autoload, which works offline). Quiet when there
# is nothing to do.
set -euo pipefail
checkout=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$checkout"

so=target/release/libpbt.so
if [ ! -f "$so" ] || [ -n "$(find Cargo.toml Cargo.lock build.rs src -newer "$so" 2>/dev/null | head -1)" ]; then
    tools/env.sh bash -c 'PHP=/usr/bin/php8.4 PHP_CONFIG=/usr/bin/php-config8.4; export PHP PHP_CONFIG; [ -x "$PHP" ] || PHP=$(command -v php) PHP_CONFIG=$(command -v php-config); cargo build --release --quiet'
fi

mkdir -p target/php-ini
ini="extension=$checkout/$so"
[ "$(cat target/php-ini/pbt.ini 2>/dev/null)" = "$ini" ] || echo "$ini" > target/php-ini/pbt.ini

if [ ! -f vendor/autoload.php ] || [ composer.json -nt vendor/autoload.php ]; then
    tools/env.sh env COMPOSER_ALLOW_SUPERUSER=1 composer dump-autoload --dev --quiet
fi

# dump-autoload maps Composer\InstalledVersions to vendor/composer/ but only an install writes it
# and the installed.php it reads; PHPUnit's code coverage asks it which version of nikic/php-parser
# is installed. Debian's Composer has the class; the packages come from Debian, so none is listed.
if [ ! -f vendor/composer/installed.php ]; then
    tools/env.sh bash -c 'if [ -f /usr/share/php/Composer/InstalledVersions.php ]; then cp /usr/share/php/Composer/InstalledVersions.php vendor/composer/; fi'
    cat > vendor/composer/installed.php <<'PHP'
<?php return ['root' => ['name' => 'phpunit-pbt/phpunit-pbt', 'pretty_version' => 'dev-main', 'version' => 'dev-main', 'reference' => null, 'type' => 'library', 'install_path' => __DIR__ . '/../../', 'aliases' => [], 'dev' => true], 'versions' => []];
PHP
fi
