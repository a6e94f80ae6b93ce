#!/usr/bin/env bash
# The integrator's example, end to end: build and `npm pack` the client packages, install the tarballs
# here as an integrator installs from the registry, type-check the program under strict, start a
# server on a free port with a throw-away data directory, run the program against it, stop the server.
# Exits with the program's status. Needs `npm ci` at the repository root first.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
# Node 24 and npm from the root's devDependencies (the host's Node may be older).
export PATH="$root/node_modules/.bin:$PATH"
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1

echo "-- building the client packages and the server's contract bundle"
(cd "$root" && npx turbo run build bundle --filter=@trustplane/sdk-fintech... --filter=@trustplane/sdk-llm... --filter=@trustplane/sdk-payments... --filter=@trustplane/webhook-verifier... \
  --filter=@trustplane/openapi --output-logs=errors-only)

# Packed with fixed names (no version), so package.json can name them as file: dependencies.
echo "-- npm pack"
rm -rf "$here/.tarballs" "$here/node_modules"
mkdir -p "$here/.tarballs"
for pkg in canonical-json sdk-core sdk-fintech sdk-llm sdk-payments webhook-verifier; do
  file="$(cd "$root" && npm pack --silent -w "@trustplane/$pkg" --pack-destination "$here/.tarballs" | tail -n 1)"
  mv "$here/.tarballs/$file" "$here/.tarballs/trustplane-$pkg.tgz"
done
ls -l "$here/.tarballs"

# A fresh install every run: no lockfile, so a rebuilt tarball is never masked by an old integrity.
echo "-- npm install (tarballs, then the registry for their own dependencies and typescript)"
(cd "$here" && npm install --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
  .tarballs/trustplane-canonical-json.tgz .tarballs/trustplane-sdk-core.tgz .tarballs/trustplane-sdk-fintech.tgz \
  .tarballs/trustplane-sdk-llm.tgz .tarballs/trustplane-sdk-payments.tgz \
  .tarballs/trustplane-webhook-verifier.tgz)

# The partners' webhook library as installed: no dependency of its own (its RFC 8785 serializer is the
# canonical-json build inlined), both builds load and a signed request verifies.
echo "-- @trustplane/webhook-verifier from its tarball"
(cd "$here" && node -e '
const cjs = require("@trustplane/webhook-verifier");
const manifest = require("@trustplane/webhook-verifier/package.json");
if (manifest.dependencies) throw new Error("webhook-verifier must install no dependency");
const { readdirSync, readFileSync } = require("node:fs");
const dist = "node_modules/@trustplane/webhook-verifier/dist";
for (const file of readdirSync(dist, { recursive: true }).filter((f) => f.endsWith(".js"))) {
  if (/(from |require\()"@trustplane\//.test(readFileSync(`${dist}/${file}`, "utf8"))) throw new Error(`${file} imports a package`);
}
import("@trustplane/webhook-verifier").then(async (esm) => {
  for (const lib of [esm, cjs]) {
    const signed = await lib.sign({ secret: "s", body: { b: 1, a: [0.1, "€"] }, timestamp: 1750000000 });
    const ok = await lib.verify({ secret: "s", headers: signed.headers, body: signed.body, now: 1750000000 });
    if (signed.body !== "{\"a\":[0.1,\"€\"],\"b\":1}" || ok.matchedOn !== "raw") throw new Error("sign/verify");
  }
  console.log("webhook-verifier: ESM and CommonJS sign and verify");
}).catch((error) => { console.error(error); process.exit(1); });
')

echo "-- tsc --noEmit (strict)"
(cd "$here" && node_modules/.bin/tsc --noEmit -p tsconfig.json)

port="$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });')"
data_dir="$(mktemp -d)"
log="$data_dir/server.log"
server_pid=""
stop_server() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$data_dir"
}
trap stop_server EXIT

echo "-- starting the server on 127.0.0.1:$port (embedded database in $data_dir)"
# The embedded database, whatever the caller's environment says: the example needs nothing installed.
(cd "$root" && exec env -u DATABASE_URL -u REDIS_URL PORT="$port" HOST=127.0.0.1 DATA_DIR="$data_dir" \
  NODE_ENV=development LOG_LEVEL=warn PAYMENTS_ALLOW_PRIVATE_WEBHOOKS=1 node packages/server/src/main.ts) >"$log" 2>&1 &
server_pid=$!

base_url="http://127.0.0.1:$port"
for _ in $(seq 1 120); do
  if ! kill -0 "$server_pid" 2>/dev/null; then
    echo "The server exited before answering:" >&2
    cat "$log" >&2
    exit 1
  fi
  if node -e 'fetch(process.argv[1]).then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1))' \
    "$base_url/api/hub/version"; then
    break
  fi
  sleep 0.5
done
if ! node -e 'fetch(process.argv[1]).then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1))' \
  "$base_url/api/hub/version"; then
  echo "The server did not answer GET /api/hub/version with 200 within 60 s:" >&2
  cat "$log" >&2
  exit 1
fi

echo "-- running the example against $base_url"
status=0
(cd "$here" && BASE_URL="$base_url" node src/main.ts) || status=$?
if [ "$status" -ne 0 ]; then
  echo "-- the example failed ($status); the server's log:" >&2
  cat "$log" >&2
fi
exit "$status"
