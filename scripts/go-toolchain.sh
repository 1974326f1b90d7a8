# Sourced by the project's scripts: the module needs Go 1.27. It keeps
# GOTOOLCHAIN when it already names go1.27 or newer, and otherwise selects
# the pinned toolchain, GOTOOLCHAIN_PROJECT or go1.27.3 (fetched through
# the module proxy on first use).
if [[ ${GOTOOLCHAIN:-} =~ ^go1\.([0-9]+) ]] && ((BASH_REMATCH[1] >= 27)); then
	:
else
	export GOTOOLCHAIN=${GOTOOLCHAIN_PROJECT:-go1.27.3}
fi
