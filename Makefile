# The two commands of the README, on a fresh Debian 12 machine as root or on a machine that has
# PHP 8.4, PHPUnit 13.4 and cargo (tools/env.sh decides which).
.PHONY: demo test test-rust test-php build bench bench-php bench-memory stubs clean

## demo: a real PHPUnit run of the example properties in examples/, some of which fail on purpose
demo: build
	-bin/phpunit -c examples/phpunit.xml

## test: every test, Rust and PHP, and every fuzz target briefly
test: test-rust test-php fuzz-smoke

# The engine without the PHP bindings builds into a target directory of its own, so that it never
# replaces the extension in target/release.
ENGINE = tools/env.sh env CARGO_TARGET_DIR=target/engine cargo

test-rust:
	$(ENGINE) test --no-default-features --quiet
	$(ENGINE) build --no-default-features --benches --quiet

test-php: build
	bin/phpunit

## fuzz-smoke: every fuzz target of fuzz/ on its seed corpus, a fixed number of runs (tools/fuzz.sh)
.PHONY: fuzz-smoke
fuzz-smoke:
	tools/env.sh tools/fuzz.sh smoke

build:
	tools/build.sh

## bench: the shrink-quality benchmark and the engine's speed (Rust, no PHP)
bench:
	$(ENGINE) bench --no-default-features --bench shrink_quality
	$(ENGINE) bench --no-default-features --bench engine_speed

## bench-php: generating values beside a data provider with the same body, three runs
bench-php: build
	for run in 1 2 3; do bin/phpunit --no-configuration -d pbt.seed=$$run --log-junit target/bench-$$run.xml benches/php/GeneratorSpeedTest.php > /dev/null || true; done
	tools/env.sh php benches/php/report.php target/bench-1.xml target/bench-2.xml target/bench-3.xml

## bench-memory: resident memory of two identical properties of 20,000 examples each, one after the other
bench-memory: build
	bin/phpunit --no-configuration --do-not-record-test-run-history -d pbt.seed=1 -d pbt.examples=20000 benches/php/MemoryTest.php

## stubs: PHP stubs of the extension's classes (needs a debug build; installs cargo-php once)
stubs:
	tools/env.sh bash -c 'command -v cargo-php >/dev/null || cargo install cargo-php --version 0.2.2 --locked'
	tools/env.sh env PHP=/usr/bin/php8.4 PHP_CONFIG=/usr/bin/php-config8.4 CARGO_TARGET_DIR=target/stubs cargo php stubs -o stubs/pbt.stubs.php

clean:
	rm -rf target vendor
