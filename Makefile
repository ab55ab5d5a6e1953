# The two commands of the README, on a fresh Debian 12 machine as root or on a machine that has
# PHP 8.4, PHPUnit 13.4 and cargo (tools/env.sh decides which).
.PHONY: demo test lint test-rust test-php fuzz-smoke build bench bench-php bench-memory stubs clean test-install test-bin test-stubs

## demo: a real PHPUnit run of the example properties in examples/, some of which fail on purpose
demo: build
	-bin/phpunit -c examples/phpunit.xml

## test: every test, Rust and PHP, every fuzz target briefly and the install; the linters first
test: lint test-rust test-php fuzz-smoke test-install test-bin test-stubs

## lint: cargo fmt --check, cargo clippy -D warnings (every crate and target), php -l (tools/lint.sh)
lint:
	tools/env.sh tools/lint.sh

# The engine without the PHP bindings builds into a target directory of its own, so that it never
# replaces the extension in target/release. Its integration tests and benchmarks are the crate
# tests-rust/ (TESTS), so that the extension's own manifest builds from a source archive without them.
ENGINE = tools/env.sh env CARGO_TARGET_DIR=target/engine cargo
TESTS = --manifest-path tests-rust/Cargo.toml

test-rust:
	$(ENGINE) test --no-default-features --quiet
	$(ENGINE) test $(TESTS) --quiet
	$(ENGINE) build $(TESTS) --benches --quiet

test-php: build
	bin/phpunit

## fuzz-smoke: every fuzz target of fuzz/ on its seed corpus, a fixed number of runs (tools/fuzz.sh)
fuzz-smoke:
	tools/env.sh tools/fuzz.sh smoke

# Installation and packaging: the README's install commands (phpize, configure, make, make install;
# cargo) in a clean clone, composer validate, the source archive; bin/phpunit in a project outside
# the checkout; the stubs against what the extension exposes.

test-install:
	tests-install/install.sh

test-bin: build
	tests-install/bin-phpunit.sh

# The stubs declare the extension's classes, so the two are described in two PHP processes.
test-stubs: build
	tools/env.sh env PHP_INI_SCAN_DIR=:$(CURDIR)/target/php-ini php tests-install/stubs-signatures.php extension > target/stubs-of-the-extension.txt
	tools/env.sh php -n tests-install/stubs-signatures.php stubs/pbt.stubs.php > target/stubs-of-the-file.txt
	diff -u --label 'what the extension exposes' --label 'stubs/pbt.stubs.php (make stubs regenerates it)' target/stubs-of-the-extension.txt target/stubs-of-the-file.txt

build:
	tools/build.sh

## bench: the shrink-quality benchmark, the shrinking challenge, the distribution of the generators and the engine's speed (Rust, no PHP)
bench:
	$(ENGINE) bench $(TESTS) --bench shrink_quality
	$(ENGINE) bench $(TESTS) --bench shrinking_challenge
	$(ENGINE) bench $(TESTS) --bench distribution
	$(ENGINE) bench $(TESTS) --bench engine_speed

## bench-php: generating values beside a data provider with the same body, three runs per test;
## then the whole run (CPU time) of 2,000 examples beside 2,000 rows, five runs
bench-php: build
	for run in 1 2 3; do bin/phpunit --no-configuration -d pbt.seed=$$run --log-junit target/bench-$$run.xml benches/php/GeneratorSpeedTest.php > /dev/null || true; done
	tools/env.sh php benches/php/report.php target/bench-1.xml target/bench-2.xml target/bench-3.xml
	rm -f target/whole-run-*.txt
	for run in 1 2 3 4 5; do for kind in Property DataProvider Empty; do PBT_CPU_TIME_FILE=$(CURDIR)/target/whole-run-$$kind.txt PBT_PHPUNIT=$(CURDIR)/benches/php/cpu-time.php bin/phpunit --no-configuration -d pbt.seed=$$run benches/php/whole-run/$${kind}Test.php > /dev/null || true; done; done
	tools/env.sh php benches/php/whole-run.php target/whole-run-Property.txt target/whole-run-DataProvider.txt target/whole-run-Empty.txt

## bench-memory: resident memory per example (simple and rich values) and PHP heap per finished property
bench-memory: build
	tools/env.sh php benches/php/memory.php

## stubs: PHP stubs of the extension's classes (needs a debug build; installs cargo-php once)
stubs:
	tools/env.sh bash -c 'command -v cargo-php >/dev/null || [ -x "$${CARGO_HOME:-$$HOME/.cargo}/bin/cargo-php" ] || cargo install cargo-php --version 0.2.2 --locked'
	tools/env.sh env PHP=/usr/bin/php8.4 PHP_CONFIG=/usr/bin/php-config8.4 CARGO_TARGET_DIR=target/stubs cargo php stubs -o stubs/pbt.stubs.php
	# cargo-php 0.2.2 writes a namespaced constant with its full name inside its namespace block,
	# which does not parse: the block already gives the namespace.
	sed -i -E 's/^(    const )PHPUnit\\Framework\\PropertyBased\\Engine\\/\1/' stubs/pbt.stubs.php

clean:
	rm -rf target vendor
