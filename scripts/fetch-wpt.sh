#!/usr/bin/env bash
# Puts the web-platform-tests URL data into testdata/wpt/ (git-ignored), and
# iipc/urlcanon's canonicalization and SURT test data into
# testdata/wpt/urlcanon/, and checks every file against the SHA-256 sums
# pinned below.
#
# Usage: scripts/fetch-wpt.sh [FILE...]     (default: every file listed below)
#
# Sources, in order:
#   1. $WEBURL_WPT_DIR if set (it must exist), else ../shared/wpt beside the
#      checkout, if it exists: files are copied from there.
#   2. Otherwise the files are downloaded from a pinned commit (see
#      BASE_URL).
# Where a file can be had from neither, the script stops at once with one
# message: which files, where they come from, and how to use WEBURL_WPT_DIR.
#
# The urlcanon/ files are iipc/urlcanon's testdata/*.json (Apache-2.0), used
# by canonicalize_test.go. They come from $WEBURL_CANON_DIR if set, else
# ../shared/canon beside the checkout, else from raw.githubusercontent.com at
# the urlcanon commit pinned for each (../shared/canon/PROVENANCE.md).
#
# These are web-platform-tests' url/resources/*.json files and its
# urlpattern/resources/*.json files, all of which upstream publishes. In a
# local directory the URL Pattern files are looked for beside the others,
# then in ../../urlpattern/resources from it, where they are in a checkout
# of web-platform-tests whose url/resources is the directory. The URLSearchParams vectors, which WPT keeps in
# JavaScript test files, are the project's own tables in testdata/
# (urlencoded-parser.json, urlsearchparams-*.json), committed with the
# source of each vector.
#
# Files already present with the right sum are left alone and nothing is
# printed. A present file with the wrong sum (stale or edited) is replaced.
# Any source file whose sum differs from the pinned one is an error.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
dest=$root/testdata/wpt

# Pinned download source. web-platform-tests keeps these files in
# url/resources/, but no wpt commit could be checked against the sums below,
# so the pin is ada-url/ada, whose tests/wpt/ holds byte-identical copies of
# wpt master's url/resources/*.json (synced by its tools/update-wpt.sh);
# ../shared/wpt/PROVENANCE.md records this commit as the source of the data.
# The sums below are checked after download whatever the source.
BASE_URL_PIN=308110b26b32d12db492d460a41e57932366269d
BASE_URL=${WEBURL_WPT_BASE_URL:-https://raw.githubusercontent.com/ada-url/ada/$BASE_URL_PIN/tests/wpt}

# All files, in the order they are fetched.
ALL_FILES=(
	urltestdata.json
	urltestdata-javascript-only.json
	setters_tests.json
	toascii.json
	percent-encoding.json
	IdnaTestV2.json
	IdnaTestV2-removed.json
	urlpatterntestdata.json
	urlpattern-compare-test-data.json
	urlpattern-generate-test-data.json
	urlcanon/semantic_precise.json
	urlcanon/surt.json
	urlcanon/ssurt.json
)

# Pinned SHA-256 of each file (../shared/wpt/PROVENANCE.md, section 5).
# Empty output means the name is unknown.
want_sum() {
	case $1 in
	urltestdata.json) echo 355c9f1e5f34aae66ba8adfabf3c853f5cd30ea22964ef7a53eb292e7975d81e ;;
	urltestdata-javascript-only.json) echo 74eaf2f3b8246b1fe44c388e3ecf8eb8442e01f229418b634acecb9595caddfa ;;
	setters_tests.json) echo 62e4b14bdaddd66b0f7d99bf066aed1c4a588667f4aa97bf26da212134fc24bf ;;
	toascii.json) echo 644eba9d5b593df8095cfa307222f3014542ff9cc02d555f8e5660059d80470f ;;
	percent-encoding.json) echo ac3d9ec89f51e3855f9967ef8414eb470653a25d385cb88cbc3dc1c4d878d71c ;;
	IdnaTestV2.json) echo 338192b9815dbdace6c035cb1acd50cd737070cd67d6e3f620d2543f63eb0cbb ;;
	IdnaTestV2-removed.json) echo 921d56cc415159e36883e26eeb6f9924f399c5fbb24645a9c661aa790e3f8e94 ;;
	# URL Pattern data (PROVENANCE.md, section 6): wpt urlpattern/resources/,
	# vendored at the same ada commit as the url/resources files.
	urlpatterntestdata.json) echo f52a8ba3940de7e55ad47dc58eab5bccb697d7d76335c20ed7aaef6b85b98ab9 ;;
	urlpattern-compare-test-data.json) echo ce0b7c453b1d3bb0d2a1ce0e0dc28a92d68a6cf8bda71e3cdc9c72bf37f9017f ;;
	urlpattern-generate-test-data.json) echo d534eee80377a07f5140846cb03c467f3c5af085fb0dad63f05062c36ec35846 ;;
	# iipc/urlcanon's test data (../shared/canon/PROVENANCE.md).
	urlcanon/semantic_precise.json) echo aedb5bdafb847bcd25adc3437a9402d072250531ea3283c1a854809b055c60ca ;;
	urlcanon/surt.json) echo 1acf574988c38a507d91d31c46fb15172e49728d1f42ed8cff34fde2659069e2 ;;
	urlcanon/ssurt.json) echo 353ea6a9f8fa5ba4640d552ae9c3c04e6b81b1133f93b871803a192fe11df594 ;;
	esac
}

# The iipc/urlcanon commit each urlcanon/ file is pinned at.
urlcanon_commit() {
	case $1 in
	urlcanon/semantic_precise.json) echo 36a8e96a3478017e6fa2e3e79bde5e58394295c3 ;;
	urlcanon/surt.json) echo 04534c1c982af7ec686a44063b314090c1348108 ;;
	urlcanon/ssurt.json) echo 27750c1d4e7db2a9e09532886202bb075d96d539 ;;
	esac
}

msg() { echo "fetch-wpt: $*" >&2; }
die() {
	msg "error: $*"
	exit 1
}

if command -v sha256sum >/dev/null 2>&1; then
	sum_of() { sha256sum <"$1" | cut -d' ' -f1; }
elif command -v shasum >/dev/null 2>&1; then
	sum_of() { shasum -a 256 <"$1" | cut -d' ' -f1; }
else
	die "need sha256sum or shasum to verify the data"
fi

# no_data FILE REASON: the one message for data that cannot be had, then exit.
no_data() {
	if [[ $1 == urlcanon/* ]]; then
		cat >&2 <<-EOF
			fetch-wpt: error: iipc/urlcanon's test data is missing and could not be fetched
			  $1: $2.

			  canonicalize_test.go needs testdata/wpt/$1, checked against a SHA-256 pinned in
			  scripts/fetch-wpt.sh. Upstream it is iipc/urlcanon's testdata/${1#urlcanon/} at commit
			  $(urlcanon_commit "$1"):
			    https://raw.githubusercontent.com/iipc/urlcanon/$(urlcanon_commit "$1")/testdata/${1#urlcanon/}
			  Without network access, fetch it elsewhere, point WEBURL_CANON_DIR at the directory
			  that holds it and run again:
			    WEBURL_CANON_DIR=/path/to/urlcanon/testdata scripts/fetch-wpt.sh
		EOF
		exit 1
	fi
	local where="no local copy: WEBURL_WPT_DIR is not set and there is no ../shared/wpt beside the checkout"
	if [[ -n $src ]]; then
		where="$src has no $1"
	fi
	cat >&2 <<-EOF
		fetch-wpt: error: the web-platform-tests data is missing and could not be fetched
		  $1: $where;
		  $2.

		  The tests need these files in testdata/wpt/, each checked against a SHA-256 pinned
		  in scripts/fetch-wpt.sh:
		    ${ALL_FILES[*]:0:4}
		    ${ALL_FILES[*]:4:3}
		    ${ALL_FILES[*]:7}
		  Upstream they are web-platform-tests' url/resources/*.json and
		  urlpattern/resources/*.json (https://github.com/web-platform-tests/wpt), as on wpt
		  master on 2026-07-14. The pinned copy is ada-url/ada commit
		  ${BASE_URL_PIN}, tests/wpt/,
		  which holds them byte for byte; without network access, fetch them elsewhere from
		    ${BASE_URL}/FILE

		  Then point WEBURL_WPT_DIR at the directory that holds them (a wpt checkout's
		  url/resources will do: the urlpattern files are found beside it) and run again:
		    WEBURL_WPT_DIR=/path/to/wpt/url/resources scripts/test.sh
	EOF
	exit 1
}

# Checks that $1 (a file on disk) has the pinned sum of $2 (a file name).
verify() {
	local path=$1 name=$2 got want
	got=$(sum_of "$path")
	want=$(want_sum "$name")
	if [[ $got != "$want" ]]; then
		msg "error: checksum mismatch for $name from $3"
		msg "  expected sha256 $want"
		msg "  got      sha256 $got"
		msg "  the data and the sums pinned in scripts/fetch-wpt.sh disagree; update one of them"
		return 1
	fi
}

files=("$@")
if [[ ${#files[@]} -eq 0 ]]; then
	files=("${ALL_FILES[@]}")
fi
for f in "${files[@]}"; do
	[[ -n $(want_sum "$f") ]] || die "unknown file '$f' (known: ${ALL_FILES[*]})"
done

# Local source directory, if any.
src=
if [[ -n ${WEBURL_WPT_DIR:-} ]]; then
	[[ -d $WEBURL_WPT_DIR ]] || die "WEBURL_WPT_DIR=$WEBURL_WPT_DIR is not a directory"
	src=$WEBURL_WPT_DIR
elif [[ -d $root/../shared/wpt ]]; then
	src=$(cd "$root/../shared/wpt" && pwd)
fi

# Local source directory of the urlcanon/ files, if any.
canon_src=
if [[ -n ${WEBURL_CANON_DIR:-} ]]; then
	[[ -d $WEBURL_CANON_DIR ]] || die "WEBURL_CANON_DIR=$WEBURL_CANON_DIR is not a directory"
	canon_src=$WEBURL_CANON_DIR
elif [[ -d $root/../shared/canon ]]; then
	canon_src=$(cd "$root/../shared/canon" && pwd)
fi

tmp=
cleanup() { if [[ -n $tmp ]]; then rm -f "$tmp"; fi; }
trap cleanup EXIT

copied=0
downloaded=0
for f in "${files[@]}"; do
	out=$dest/$f
	if [[ -f $out ]]; then
		if [[ $(sum_of "$out") == "$(want_sum "$f")" ]]; then
			continue
		fi
		msg "testdata/wpt/$f does not match its pinned sha256 (stale or edited); replacing it"
	fi
	mkdir -p "$(dirname "$out")"
	tmp=$(mktemp "$(dirname "$out")/.$(basename "$f").XXXXXX")

	from=
	url=$BASE_URL/$f
	if [[ $f == urlcanon/* ]]; then
		url=https://raw.githubusercontent.com/iipc/urlcanon/$(urlcanon_commit "$f")/testdata/${f#urlcanon/}
		if [[ -n $canon_src && -f $canon_src/${f#urlcanon/} ]]; then
			from=$canon_src/${f#urlcanon/}
		fi
	elif [[ -n $src && -f $src/$f ]]; then
		from=$src/$f
	elif [[ -n $src && $f == urlpattern* && -f $src/../../urlpattern/resources/$f ]]; then
		from=$src/../../urlpattern/resources/$f
	fi
	if [[ -n $from ]]; then
		cp "$from" "$tmp"
		verify "$tmp" "$f" "$from" || exit 1
		copied=$((copied + 1))
	else
		command -v curl >/dev/null 2>&1 || no_data "$f" "there is no curl to download it with"
		if ! why=$(curl -fsS --connect-timeout 10 --max-time 300 --retry 2 -o "$tmp" "$url" 2>&1); then
			why=${why##*$'\n'}
			no_data "$f" "the download failed: $why"
		fi
		verify "$tmp" "$f" "$url" || exit 1
		downloaded=$((downloaded + 1))
	fi
	chmod 0644 "$tmp"
	mv -f "$tmp" "$out"
	tmp=
done

if ((copied > 0)); then
	msg "copied $copied file(s) into testdata/wpt/ from local copies"
fi
if ((downloaded > 0)); then
	msg "downloaded $downloaded file(s) into testdata/wpt/"
fi
