# Sourced by the project's scripts to choose the Go toolchain; it defines
# select_go_toolchain and runs it for the current directory.
#
# select_go_toolchain [DIR] chooses the Go for the module in DIR (default .):
#   - a GOTOOLCHAIN that the user set is kept as it is;
#   - otherwise the go on PATH is used, GOTOOLCHAIN left unset, when it is at
#     least as new as the go line of DIR/go.mod (go 1.26 for the library);
#   - only otherwise is a pinned toolchain selected: $GOTOOLCHAIN_PROJECT, or
#     go1.27.3, which the go command fetches through the module proxy on
#     first use.
# It sets go_toolchain_note to a line that says which Go was chosen and why.

# The user's own setting, recorded once, before any choice of ours.
if [[ -z ${go_toolchain_user+set} ]]; then
	go_toolchain_user=${GOTOOLCHAIN:-}
fi

# go_version_at_least HAVE WANT: whether version HAVE (1.26.8) >= WANT (1.26).
go_version_at_least() {
	local -a have want
	IFS=. read -r -a have <<<"$1"
	IFS=. read -r -a want <<<"$2"
	local i h w
	for i in 0 1 2; do
		h=${have[i]:-0} w=${want[i]:-0}
		((10#$h > 10#$w)) && return 0
		((10#$h < 10#$w)) && return 1
	done
	return 0
}

select_go_toolchain() {
	local dir=${1:-.} want have
	if [[ -n $go_toolchain_user ]]; then
		export GOTOOLCHAIN=$go_toolchain_user
		go_toolchain_note="GOTOOLCHAIN=$GOTOOLCHAIN, as set in the environment"
		return
	fi
	unset GOTOOLCHAIN
	if ! command -v go >/dev/null 2>&1; then
		go_toolchain_note="no go command on PATH: install Go 1.26 or newer (https://go.dev/dl/)"
		return
	fi
	want=$(sed -n 's/^go \([0-9][0-9.]*\).*/\1/p' "$dir/go.mod" 2>/dev/null | head -n 1)
	want=${want:-1.26}
	# The version of the go on PATH itself, not of a toolchain it would switch to.
	have=$(GOTOOLCHAIN=local go env GOVERSION 2>/dev/null) || have=
	if [[ $have =~ go([0-9]+\.[0-9]+(\.[0-9]+)?) ]]; then
		have=${BASH_REMATCH[1]}
	else
		# A development build, or a version that cannot be read: use it.
		go_toolchain_note="the go on PATH (${have:-version unknown})"
		return
	fi
	if go_version_at_least "$have" "$want"; then
		go_toolchain_note="the go on PATH, go$have (go $want or newer is needed here)"
	else
		export GOTOOLCHAIN=${GOTOOLCHAIN_PROJECT:-go1.27.3}
		go_toolchain_note="GOTOOLCHAIN=$GOTOOLCHAIN: the go on PATH, go$have, is older than go $want, which $dir/go.mod asks for"
	fi
}

select_go_toolchain .
