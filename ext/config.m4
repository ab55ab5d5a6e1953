dnl The PHP extension pbt, built the way PHP builds extensions:
dnl
dnl     phpize && ./configure --enable-pbt && make && make install
dnl
dnl run in this directory (PIE does the same). The extension is a Rust crate, one directory up:
dnl `make` builds it with cargo against the PHP that phpize and php-config belong to, and
dnl `make install` copies it, as pbt.so, into that PHP's extension directory. The rules are in
dnl Makefile.frag; this directory keeps phpize's generated files away from the project's own.

PHP_ARG_ENABLE([pbt],
  [whether to enable pbt, the engine of phpunit-pbt],
  [AS_HELP_STRING([--enable-pbt], [Build pbt, the engine of phpunit-pbt (needs cargo)])])

if test "$PHP_PBT" != "no"; then
  AC_PATH_PROG([CARGO], [cargo], [no])
  if test "$CARGO" = "no"; then
    AC_MSG_ERROR([pbt is written in Rust: install cargo and rustc 1.88 or later (and libclang, for bindgen)])
  fi

  dnl The crate is the parent of this directory, by its physical path: through a symbolic link
  dnl (a Composer path repository), the logical parent would be another directory.
  AC_MSG_CHECKING([for the Rust crate of pbt])
  PBT_CRATE_DIR=$(cd "$abs_srcdir" && cd "$(pwd -P)/.." && pwd -P)
  if test ! -f "$PBT_CRATE_DIR/Cargo.toml" || test ! -d "$PBT_CRATE_DIR/src"; then
    AC_MSG_ERROR([no Cargo.toml and src/ in $PBT_CRATE_DIR: build pbt from a checkout or source archive of phpunit-pbt, in its directory ext/])
  fi
  AC_MSG_RESULT([$PBT_CRATE_DIR])

  dnl ext-php-rs asks php and php-config for PHP's headers and version; both must be full paths
  dnl and of the same PHP, or the build mixes PHP versions.
  AC_MSG_CHECKING([for the php-config and php that pbt is built for])
  case "$PHP_CONFIG" in
    /*) PBT_PHP_CONFIG=$PHP_CONFIG ;;
    */*) PBT_PHP_CONFIG=$(pwd -P)/$PHP_CONFIG ;;
    *) PBT_PHP_CONFIG=$(command -v "$PHP_CONFIG") ;;
  esac
  PBT_PHP=$PHP_EXECUTABLE
  if test ! -x "$PBT_PHP_CONFIG" || test ! -x "$PBT_PHP"; then
    AC_MSG_ERROR([php-config ($PHP_CONFIG) or the PHP it names ($PHP_EXECUTABLE) is not an executable file])
  fi
  AC_MSG_RESULT([$PBT_PHP_CONFIG, $PBT_PHP])

  dnl No C sources: the module is the library cargo builds, which make install installs.
  PHP_MODULES='$(phplibdir)/pbt.$(SHLIB_DL_SUFFIX_NAME)'
  PHP_SUBST([CARGO])
  PHP_SUBST([PBT_CRATE_DIR])
  PHP_SUBST([PBT_PHP_CONFIG])
  PHP_SUBST([PBT_PHP])
  PHP_ADD_MAKEFILE_FRAGMENT([$abs_srcdir/Makefile.frag], [$abs_srcdir], [$abs_builddir])
fi
