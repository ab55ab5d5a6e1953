# The two commands of the README, on a fresh Debian 12 machine as root or on a machine that has
# PHP 8.4, PHPUnit 13.4 and cargo (tools/env.sh decides which).
.PHONY: demo test test-rust test-php build bench clean

## demo: a real PHPUnit run of the example properties in examples/, some of which fail on purpose
demo: build
	-bin/phpunit -c examples/phpunit.xml

## test: every test, Rust and PHP
test: test-rust test-php

test-rust:
	tools/env.sh cargo test --no-default-features --quiet

test-php: build
	bin/phpunit

build:
	tools/build.sh

## bench: the shrink-quality benchmark and the engine's speed
bench:
	tools/env.sh cargo run --release --no-default-features --example shrink-quality

clean:
	rm -rf target vendor
