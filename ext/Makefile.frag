# Included in the Makefile that phpize and configure generate (see config.m4).

# cargo's output: target/ beside modules/, unless CARGO_TARGET_DIR is set, as for any cargo build.
PBT_OWN_TARGET_DIR = $(phplibdir)/../target
CARGO_TARGET_DIR ?= $(PBT_OWN_TARGET_DIR)

# cargo decides what is out of date, so the rule always asks it (a no-op when nothing changed).
$(phplibdir)/pbt.$(SHLIB_DL_SUFFIX_NAME): pbt-cargo-build
	@$(mkinstalldirs) $(phplibdir)
	cp "$(CARGO_TARGET_DIR)/release/libpbt.$(SHLIB_SUFFIX_NAME)" $@

pbt-cargo-build:
	cd "$(PBT_CRATE_DIR)" && PHP="$(PBT_PHP)" PHP_CONFIG="$(PBT_PHP_CONFIG)" CARGO_TARGET_DIR="$(CARGO_TARGET_DIR)" \
		"$(CARGO)" build --release --locked --lib

clean: pbt-cargo-clean

# Only the directory of this build: a CARGO_TARGET_DIR of the environment may be shared.
pbt-cargo-clean:
	rm -rf "$(PBT_OWN_TARGET_DIR)"

.PHONY: pbt-cargo-build pbt-cargo-clean
