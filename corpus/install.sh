#!/usr/bin/env bash
# Installs urncorpus as a user does, with
#
#   go install github.com/urnkit/urn/corpus/cmd/urncorpus@VERSION
#
# outside any workspace, from a module proxy laid out on disk from this
# repository: the library at the version that go.mod requires, made from
# the commit that version names, and this module at a pseudo-version of
# HEAD, made from the files as they are. Every other module comes from the
# module cache or the module proxy, as for a user. It fails when go.mod
# has a replace directive, requires the library at a version that names
# no commit of this repository, or needs more of the library than that
# commit has; then it runs the installed command once.
#
#   bash install.sh    # from anywhere in a clone with its history
set -euo pipefail
cd "$(dirname "$0")"
top=$(git rev-parse --show-toplevel)

work=$(mktemp -d)
trap 'chmod -R u+w "$work" && rm -rf "$work"' EXIT

lib=github.com/urnkit/urn
mod=$lib/corpus

if grep -q '^replace\|^[[:space:]]*replace[[:space:]]' go.mod; then
	echo "corpus/go.mod has a replace directive: go install refuses such a module" >&2
	exit 1
fi

# The version of the library that go.mod requires must be a pseudo-version
# of a commit of this repository (or a tag of it).
want=$(awk '$1 == "require" { $1 = "" ; $0 = $0 } $1 == "'"$lib"'" { print $2 }' go.mod)
case $want in
v*-[0-9]*-[0-9a-f]*)
	rev=${want##*-}
	stamp=${want%-*}
	stamp=${stamp##*-}
	stamp=${stamp##*.}
	;;
v*)
	rev=$want
	stamp=
	;;
*)
	echo "corpus/go.mod requires $lib at no version it can name: '$want'" >&2
	exit 1
	;;
esac
commit=$(git -C "$top" rev-parse --verify --quiet "$rev^{commit}") || {
	echo "corpus/go.mod requires $lib $want, and this repository has no commit $rev" >&2
	exit 1
}
if [ -n "$stamp" ]; then
	when=$(TZ=UTC git -C "$top" show -s --format=%cd --date=format-local:%Y%m%d%H%M%S "$commit")
	if [ "$when" != "$stamp" ]; then
		echo "corpus/go.mod requires $lib $want, but commit $rev was made at $when UTC" >&2
		exit 1
	fi
fi

# zipmodule COMMIT DIR PATH VERSION: lays out PATH@VERSION in the proxy
# from the directory DIR ("." for the top) of COMMIT, without the
# directories of other modules, as the module zip of a repository holds it.
proxy=$work/proxy
zipmodule() {
	local commit=$1 sub=$2 path=$3 version=$4 dir=$proxy/$3/@v tree m
	tree=$commit
	[ "$sub" != . ] && tree=$commit:$sub
	mkdir -p "$dir"
	local excludes=()
	while IFS= read -r m; do
		m=${m%go.mod}
		[ -n "$m" ] && excludes+=(":(exclude)$m")
	done < <(git -C "$top" ls-tree -r --name-only "$tree" | grep '\(^\|/\)go.mod$')
	git -C "$top" archive --format=zip --prefix="$path@$version/" -o "$dir/$version.zip" "$tree" -- . "${excludes[@]}"
	m=go.mod
	[ "$sub" != . ] && m=$sub/go.mod
	git -C "$top" show "$commit:$m" >"$dir/$version.mod"
	printf '{"Version":"%s","Time":"%s"}\n' "$version" \
		"$(TZ=UTC git -C "$top" show -s --format=%cd --date=format-local:%Y-%m-%dT%H:%M:%SZ "$commit")" >"$dir/$version.info"
	echo "$version" >>"$dir/list"
}

zipmodule "$commit" . "$lib" "$want"

# This module, from its files as they are (changes not yet committed
# included), at a pseudo-version of HEAD.
head=$(git -C "$top" -c user.name=install.sh -c user.email=install.sh@localhost stash create || true)
head=${head:-$(git -C "$top" rev-parse HEAD)}
version=v0.0.0-$(TZ=UTC git -C "$top" show -s --format=%cd --date=format-local:%Y%m%d%H%M%S HEAD)-$(git -C "$top" rev-parse --short=12 HEAD)
zipmodule "$head" corpus "$mod" "$version"

# As a user: no workspace, a module cache of its own, this proxy first,
# then the modules already in the machine's module cache, then the module
# proxy. The modules of this proxy are in no checksum database. -trimpath
# lets the build cache serve this build from any module cache directory.
cache=$(go env GOMODCACHE)
upstream=$(go env GOPROXY)
(
	cd "$work"
	export GOWORK=off GOFLAGS="-mod=mod -trimpath" GOMODCACHE=$work/mod GOBIN=$work/bin
	export GOPROXY="file://$proxy,file://$cache/cache/download,$upstream"
	export GONOSUMDB=$lib GONOSUMCHECK=1 GOTOOLCHAIN=local
	echo "go install $mod/cmd/urncorpus@$version (the library at $want)"
	start=$SECONDS
	go install "$mod/cmd/urncorpus@$version"
	echo "built in $((SECONDS - start)) s"
)

# The installed command runs a job.
printf 'see urn:example:installed\n' >"$work/in.txt"
"$work/bin/urncorpus" -output "$work/out/urns" "$work/in.txt"
grep -q '"urn":"urn:example:installed"' "$work/out/urns.jsonl"
printf 'urn:example:installed\t1\n' | cmp - "$work/out/urns-keys.tsv"
echo "ok: urncorpus installed from the proxy and ran"
