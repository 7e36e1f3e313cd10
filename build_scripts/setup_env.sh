#!/usr/bin/env bash
# Create .venv (once) and install the project with its dev extra (again only when pyproject.toml changes).
# Used by ./play, ./test and build_scripts/build.sh; safe to run any number of times.
# PYTHON=/path/to/python3.x picks the interpreter (default: the first of python3, python3.13..3.11 that is 3.11+).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

pick_python() {
  local c
  for c in ${PYTHON:-} python3 python3.13 python3.12 python3.11; do
    if command -v "$c" >/dev/null 2>&1 && "$c" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
      echo "$c"
      return 0
    fi
  done
  echo "setup: Python 3.11 or newer is needed (set PYTHON=/path/to/python3.11)" >&2
  return 1
}

# A .venv without pip (an interrupted or failed first setup) is made again.
if [ -d .venv ] && [ ! -x .venv/bin/pip ] && ! .venv/bin/python -m pip --version >/dev/null 2>&1; then
  rm -rf .venv
fi
if [ ! -x .venv/bin/python ]; then
  py=$(pick_python)
  if ! "$py" -m venv .venv; then
    rm -rf .venv
    echo "setup: '$py -m venv' failed; on Debian/Ubuntu: sudo apt-get install python3-venv" >&2
    exit 1
  fi
fi
want=$(sha256sum pyproject.toml | cut -d' ' -f1)
have=$(cat .venv/.stamp 2>/dev/null || true)
if [ "$want" != "$have" ]; then
  .venv/bin/python -m pip install --quiet --disable-pip-version-check --upgrade pip >/dev/null 2>&1 || true
  echo "setup: installing Alien Artifacts and its dependencies into .venv (first run or pyproject.toml changed)..." >&2
  if ! .venv/bin/python -m pip install --quiet --disable-pip-version-check -e ".[dev]" > .venv/install.log 2>&1; then
    cat .venv/install.log >&2
    echo "setup: pip install failed (log above, also in .venv/install.log)" >&2
    exit 1
  fi
  echo "$want" > .venv/.stamp
fi
