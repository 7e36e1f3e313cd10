#!/usr/bin/env bash
# One command: set up .venv (as ./play and ./test do), add the build extra (PyInstaller) once, build the
# one-file executable, check and measure it. Arguments go to build.py (try --help).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
bash build_scripts/setup_env.sh
want=$(sha256sum pyproject.toml | cut -d' ' -f1)
if [ "$want" != "$(cat .venv/.stamp-build 2>/dev/null || true)" ]; then
  .venv/bin/python -m pip install --quiet --disable-pip-version-check -e ".[dev,build]"
  echo "$want" > .venv/.stamp-build
fi
exec .venv/bin/python build_scripts/build.py "$@"
