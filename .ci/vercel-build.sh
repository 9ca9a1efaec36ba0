#!/usr/bin/env bash
# Builds the site as Vercel would (`vercel build`, offline, no account or token needed) and checks
# the Build Output API result with .ci/check-vercel-output.mjs: the proxy is a Node.js function,
# the security headers of next.config.mjs are routes, the API and page functions exist.
# Runs last in CI (after the tests: it rebuilds .next). Leaves .vercel/output behind (ignored by
# git). Needs node_modules installed (`npm ci`): Vercel's own install step is skipped.
#
# VERCEL_CLI_DIR: a folder to install the Vercel CLI into and reuse on later runs (locally);
# without it the CLI goes into a temporary folder removed afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
# The CLI and the build it runs on the project's Node 24 (node_modules/.bin/node), as on Vercel.
export PATH="$PWD/node_modules/.bin:$PATH"

VERCEL_VERSION=64.0.2
# vercel@64.0.2 resolves sandbox@^4.x to a release that does not install; 4.5.0 does.
SANDBOX_VERSION=4.5.0

cleanup=()
trap 'for p in "${cleanup[@]}"; do rm -rf -- "$p"; done' EXIT

# --- the CLI, pinned, outside the repository
cli_dir=${VERCEL_CLI_DIR:-}
if [ -z "$cli_dir" ]; then
  cli_dir=$(mktemp -d "${TMPDIR:-/tmp}/vercel-cli.XXXXXX")
  cleanup+=("$cli_dir")
fi
cli_dir=$(realpath -m -- "$cli_dir")
case "$cli_dir/" in
  "$(pwd -P)/"*)
    echo "vercel-build: the CLI folder ($cli_dir) must be outside the repository" >&2
    exit 1
    ;;
esac
mkdir -p "$cli_dir"
vercel="$cli_dir/node_modules/.bin/vercel"
installed=$(CLI_DIR="$cli_dir" node -p \
  "try { require(process.env.CLI_DIR + '/node_modules/vercel/package.json').version } catch { '' }")
if [ "$installed" = "$VERCEL_VERSION" ] && [ -x "$vercel" ]; then
  echo "--- Vercel CLI $VERCEL_VERSION (already in $cli_dir)"
else
  echo "--- installing Vercel CLI $VERCEL_VERSION into $cli_dir"
  printf '{"private":true,"dependencies":{"vercel":"%s"},"overrides":{"sandbox":"%s"}}\n' \
    "$VERCEL_VERSION" "$SANDBOX_VERSION" >"$cli_dir/package.json"
  (cd "$cli_dir" && npm install --no-audit --no-fund --loglevel=error >/dev/null)
  test -x "$vercel"
fi
installed_at=$SECONDS

# --- project settings: what `vercel link` would write, without an account
mkdir -p .vercel
if [ ! -f .vercel/project.json ]; then
  # installCommand "": CI has just run `npm ci`; Vercel's `npm install` would only repeat it.
  cat >.vercel/project.json <<'JSON'
{
  "projectId": "prj_ci",
  "orgId": "team_ci",
  "settings": {
    "framework": "nextjs",
    "nodeVersion": "24.x",
    "installCommand": ""
  }
}
JSON
fi
rm -rf .vercel/output

# --- the build: no database, no Redis, no bucket; a throw-away DATA_DIR that must stay unmade
data_dir=$(mktemp -u "${TMPDIR:-/tmp}/vercel-build-data.XXXXXX")
cleanup+=("$data_dir")
auth_secret=$(node -p "require('node:crypto').randomBytes(32).toString('base64url')")
echo "--- vercel build"
env -u DATABASE_URL -u DATABASE_MIGRATE_URL -u TEST_DATABASE_URL -u REDIS_URL -u S3_BUCKET \
  VERCEL_TELEMETRY_DISABLED=1 NEXT_TELEMETRY_DISABLED=1 AUTH_SECRET="$auth_secret" \
  DATA_DIR="$data_dir" "$vercel" build --yes
built_at=$SECONDS
if [ -e "$data_dir" ]; then
  echo "vercel-build: the build created DATA_DIR ($data_dir): it opened the database or wrote data" >&2
  exit 1
fi

# --- the output
echo "--- checking .vercel/output"
VERCEL_BUILD_SECONDS=$((built_at - installed_at)) VERCEL_INSTALL_SECONDS=$((installed_at - start)) \
  node .ci/check-vercel-output.mjs
echo "vercel-build: done in $((SECONDS - start))s"
