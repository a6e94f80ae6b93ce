// Summarize a V8 heap snapshot (MIXED_HEAPSNAPSHOT=1 npm run bench:mixed writes one) as text: the object
// kinds that hold the most memory (self size summed by type and constructor or string name, ArrayBuffer
// backing stores included: V8 reports them as "native" nodes), and the biggest single objects.
//
//   npm run bench:heap-summary -- bench/results/profile-heap-*/Heap.*.heapsnapshot [--top 30]
import { readFileSync } from "node:fs";

type Snapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
};

const args = process.argv.slice(2);
const topAt = args.indexOf("--top");
const top = topAt === -1 ? 30 : Number(args.splice(topAt, 2)[1]);
const file = args[0];
if (!file) throw new Error("usage: heap-summary.ts <file.heapsnapshot> [--top N]");
const snapshot = JSON.parse(readFileSync(file, "utf8")) as Snapshot;

const fields = snapshot.snapshot.meta.node_fields;
const types = snapshot.snapshot.meta.node_types[0];
const width = fields.length;
const TYPE = fields.indexOf("type");
const NAME = fields.indexOf("name");
const SELF = fields.indexOf("self_size");
const { nodes, strings } = snapshot;

const MB = 1024 * 1024;
const byKind = new Map<string, { bytes: number; count: number }>();
const biggest: { kind: string; bytes: number }[] = [];
let total = 0;
for (let i = 0; i < nodes.length; i += width) {
  const type = types[nodes[i + TYPE]!]!;
  const bytes = nodes[i + SELF]!;
  total += bytes;
  // Strings and code are grouped by type (their names are their contents); objects by constructor name.
  const name = strings[nodes[i + NAME]!] ?? "";
  const kind = ["string", "concatenated string", "sliced string", "number", "code"].includes(type)
    ? `(${type})`
    : `${type} ${name.slice(0, 80)}`;
  const entry = byKind.get(kind) ?? { bytes: 0, count: 0 };
  entry.bytes += bytes;
  entry.count++;
  byKind.set(kind, entry);
  if (bytes >= 256 * 1024) biggest.push({ kind: `${type} ${name.slice(0, 100)}`, bytes });
}

console.log(`${file}: ${(total / MB).toFixed(1)} MB in ${nodes.length / width} nodes (self sizes)`);
console.table(
  [...byKind]
    .sort((a, b) => b[1].bytes - a[1].bytes)
    .slice(0, top)
    .map(([kind, { bytes, count }]) => ({ MB: (bytes / MB).toFixed(2), count, kind })),
);
console.table(
  biggest
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 15)
    .map(({ kind, bytes }) => ({ MB: (bytes / MB).toFixed(2), object: kind })),
);
