#!/usr/bin/env bash
# bin/phpunit runs the tests of a project outside the checkout from that project's directory (its
# phpunit.xml, its test files), and writes a report to an absolute path outside both, where the
# user asked; from a subdirectory of the project, it sees what the configuration names above it.
# In the Debian sid root all of these were invisible before.
set -euo pipefail
checkout=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
project=$(mktemp -d /tmp/phpunit-pbt-project.XXXXXX)
report=$project.junit.xml
trap 'rm -rf "$project" "$report"' EXIT

mkdir "$project/tests"
cp "$checkout/tests-php/end-to-end/_files/ReverseTest.php" "$project/tests/"
cat > "$project/phpunit.xml" <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<phpunit cacheDirectory=".phpunit.cache">
    <testsuites>
        <testsuite name="project">
            <directory>tests</directory>
        </testsuite>
    </testsuites>
</phpunit>
XML

cd "$project"
status=0
output=$("$checkout/bin/phpunit" -d pbt.seed=1 -d pbt.examples=5 --log-junit "$report" 2>&1) || status=$?
expected="Random Seed:   1

.                                                                   1 / 1 (100%)"

fail() {
    printf 'bin/phpunit in a project outside the checkout: %s\n--- output (exit status %s):\n%s\n' "$1" "$status" "$output" >&2
    exit 1
}
[ "$status" = 0 ] || fail "exit status $status, expected 0"
[[ $output == *"Configuration: $project/phpunit.xml"* ]] || fail "the project's phpunit.xml was not used"
[[ $output == *"$expected"* ]] || fail "the project's property did not run"
[[ $output == *"OK (1 test, 5 assertions)"* ]] || fail "the project's property did not run"
[ -f "$report" ] || fail "no JUnit report at $report"
grep -q '<testcase name="testReversingTwiceIsIdentity"' "$report" || fail "the JUnit report at $report does not have the property"

# From a subdirectory of the project, whose phpunit.xml names a bootstrap script above it.
mkdir "$project/tests/unit"
mv "$project/tests/ReverseTest.php" "$project/tests/unit/"
echo '{"name": "example/project"}' > "$project/composer.json"
echo '<?php define("PROJECT_BOOTSTRAPPED", true);' > "$project/bootstrap.php"
cat > "$project/tests/unit/phpunit.xml" <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<phpunit bootstrap="../../bootstrap.php" cacheDirectory="../../.phpunit.cache">
    <testsuites>
        <testsuite name="unit">
            <directory>.</directory>
        </testsuite>
    </testsuites>
</phpunit>
XML
cd "$project/tests/unit"
status=0
output=$("$checkout/bin/phpunit" -d pbt.seed=1 -d pbt.examples=5 2>&1) || status=$?
[ "$status" = 0 ] || fail "from a subdirectory of the project: exit status $status, expected 0"
[[ $output == *"OK (1 test, 5 assertions)"* ]] || fail "from a subdirectory of the project: the property did not run"

echo "bin/phpunit in a project outside the checkout: OK"
