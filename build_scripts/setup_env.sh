#!/usr/bin/env bash
# Create .venv (once) and install the project with its dev extra (again only when pyproject.toml changes).
# Used by ./play and ./test; safe to run any number of times.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
py=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$py" -m venv .venv
fi
want=$(sha256sum pyproject.toml | cut -d' ' -f1)
have=$(cat .venv/.stamp 2>/dev/null || true)
if [ "$want" != "$have" ]; then
  .venv/bin/python -m pip install --quiet --disable-pip-version-check --upgrade pip >/dev/null 2>&1 || true
  .venv/bin/python -m pip install --quiet --disable-pip-version-check -e ".[dev]"
  echo "$want" > .venv/.stamp
fi
