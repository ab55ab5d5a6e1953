#!/usr/bin/env bash
# Runs a command in an environment with PHP 8.4, PHPUnit 13.4 and a Rust toolchain that can
# build the extension.
#
# * When the host already has PHP >= 8.4, PHPUnit >= 13.3 and cargo (a developer's machine),
#   the command runs on the host as it is.
# * Otherwise (Debian 12, CI) it runs in a Debian sid root that this script creates once and
#   caches outside the checkout (PBT_ROOT, default /var/cache/phpunit-pbt/sid-root). The
#   checkout is bind-mounted at the same path inside the root, in a private mount namespace,
#   so the mounts vanish with the command and a cached root never holds a live bind mount.
#
# * The working directory, when it is outside the checkout, and the directories named in
#   PBT_BIND (one path a line; bin/phpunit names the paths of its arguments, such as
#   --log-junit /tmp/j.xml) are bind-mounted too, at their own paths, so that a command sees and
#   writes the files the user means. A path whose directory does not exist yet binds its nearest
#   existing parent; the root's system directories (/usr, /etc, /var, ...) cannot be bound.
#
# Usage: tools/env.sh COMMAND [ARG...]      (the working directory is kept)
set -euo pipefail

checkout=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
root=${PBT_ROOT:-/var/cache/phpunit-pbt/sid-root}

# The sid snapshot is frozen: pin what the product targets, so that a drift is loud.
packages=(
    php8.4-cli php8.4-dev php8.4-mbstring php8.4-xml php8.4-opcache libphp8.4-embed
    phpunit php-pcov composer
    cargo rustc libclang1-21 libclang-common-21-dev
    ca-certificates git make
    g++ rustfmt rust-clippy
)

host_is_enough() {
    [ "${PBT_FORCE_ROOT:-0}" = 1 ] && return 1
    command -v php >/dev/null && command -v phpunit >/dev/null && command -v cargo >/dev/null || return 1
    php -r 'exit(PHP_VERSION_ID >= 80400 ? 0 : 1);' || return 1
    local version
    version=$(phpunit --version 2>/dev/null | sed -n 's/^PHPUnit \([0-9]*\)\.\([0-9]*\).*/\1 \2/p')
    [ -n "$version" ] || return 1
    set -- $version
    [ "$1" -gt 13 ] || { [ "$1" -eq 13 ] && [ "$2" -ge 3 ]; }
}

create_root() {
    echo "tools/env.sh: creating the Debian sid root in $root (about a minute, once)" >&2
    if ! command -v mmdebstrap >/dev/null; then
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mmdebstrap >/dev/null
    fi
    local partial="$root.partial"
    rm -rf "$partial"
    mkdir -p "$(dirname "$root")"
    # The index served here is a frozen snapshot whose Release file has expired.
    mmdebstrap --quiet --variant=apt --aptopt='Acquire::Check-Valid-Until "false"' \
        --include="$(IFS=,; echo "${packages[*]}")" sid "$partial"
    mv "$partial" "$root"
}

prepare_root() {
    # Outgoing TLS passes an intercepting proxy: cargo inside the root needs the host's extra CAs.
    cp /etc/resolv.conf "$root/etc/resolv.conf"
    if compgen -G '/usr/local/share/ca-certificates/*.crt' >/dev/null; then
        if ! cmp -s <(cat /usr/local/share/ca-certificates/*.crt) <(cat "$root"/usr/local/share/ca-certificates/*.crt 2>/dev/null); then
            cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/"
            chroot "$root" update-ca-certificates >/dev/null 2>&1
        fi
    fi
}

# A root cached before a package joined the list gets it here, with the options it was made with.
install_missing_packages() {
    local installed missing=()
    installed=$(chroot "$root" dpkg-query -W -f='${db:Status-Status} ${Package}\n' "${packages[@]}" 2>/dev/null | awk '$1 == "installed" { print $2 }' || true)
    for package in "${packages[@]}"; do
        grep -qxF "$package" <<<"$installed" || missing+=("$package")
    done
    [ "${#missing[@]}" -gt 0 ] || return 0
    echo "tools/env.sh: installing ${missing[*]} into $root" >&2
    unshare --mount --propagation private -- /bin/bash -euo pipefail -c '
        root=$1; shift
        mount -t proc proc "$root/proc"
        mount --rbind /dev "$root/dev"
        chroot "$root" apt-get -qq -o Acquire::Check-Valid-Until=false update
        chroot "$root" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o Acquire::Check-Valid-Until=false "$@" >/dev/null
    ' bash "$root" "${missing[@]}"
}

if [ "${PBT_IN_ENV:-0}" = 1 ] || host_is_enough; then
    export PBT_IN_ENV=1
    exec "$@"
fi

[ "$(id -u)" = 0 ] || { echo "tools/env.sh: needs root to create and enter the sid root (or PHP 8.4 + PHPUnit 13.4 on the host)" >&2; exit 1; }
[ -x "$root/usr/bin/php8.4" ] || create_root
prepare_root
install_missing_packages

# The root gets a clean environment (host paths mean nothing there), but for the project's own
# variables, PBT_*, which tests and users pass on.
passed=()
while IFS= read -r name; do
    passed+=("$name=${!name}")
done < <(compgen -v PBT_ || true)

# Directories outside the checkout to bind at their own paths (see the top of this file).
binds=()
bind_directory_of() {
    local dir bound
    dir=$(realpath -m -- "$1")
    while [ ! -d "$dir" ]; do dir=$(dirname "$dir"); done
    case "$dir/" in "$checkout"/*) return ;; esac
    [ "$dir" = / ] && return
    case "$dir/" in
        /bin/* | /boot/* | /dev/* | /etc/* | /lib/* | /lib32/* | /lib64/* | /libx32/* | /proc/* | /run/* | /sbin/* | /sys/* | /usr/* | /var/* | /root/)
            echo "tools/env.sh: $1 is not visible inside the Debian sid root ($dir is one of its system directories): use a path elsewhere" >&2
            return ;;
    esac
    case "$root/" in "$dir"/*)
        echo "tools/env.sh: $1 is not visible inside the Debian sid root ($dir contains the root): use a path elsewhere" >&2
        return ;;
    esac
    for bound in "${binds[@]}"; do
        case "$dir/" in "$bound"/*) return ;; esac
    done
    binds+=("$dir")
}
bind_directory_of "$PWD"
while IFS= read -r path; do
    [ -z "$path" ] || bind_directory_of "$path"
done <<< "${PBT_BIND:-}"
# Parents before their subdirectories, so that a later mount is not hidden by an earlier one.
if [ "${#binds[@]}" -gt 0 ]; then
    mapfile -t binds < <(printf '%s\n' "${binds[@]}" | sort -u)
fi

# In a private mount namespace: bind those directories and the checkout at the same paths, mount
# /proc, chroot, run.
exec unshare --mount --propagation private -- /bin/bash -euo pipefail -c '
    root=$1 checkout=$2 cwd=$3 count=$4; shift 4
    passed=("${@:1:$count}"); shift "$count"
    count=$1; shift
    binds=("${@:1:$count}"); shift "$count"
    for dir in "${binds[@]}"; do
        mkdir -p "$root$dir"
        mount --bind "$dir" "$root$dir"
    done
    mkdir -p "$root$checkout"
    mount --bind "$checkout" "$root$checkout"
    mount -t proc proc "$root/proc"
    mount --bind /dev "$root/dev"
    exec chroot "$root" /usr/bin/env -i \
        PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
        TERM="${TERM:-dumb}" CI="${CI:-}" "${passed[@]}" PBT_IN_ENV=1 \
        /bin/bash -c "cd \"\$0\" && exec \"\$@\"" "$cwd" "$@"
' bash "$root" "$checkout" "$PWD" "${#passed[@]}" "${passed[@]}" "${#binds[@]}" "${binds[@]}" "$@"
