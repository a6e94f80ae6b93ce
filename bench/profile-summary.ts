// Summarize a V8 CPU profile (bench/profile-route.ts writes them) as text: the functions with the most
// self time, the same by package (node_modules/<name>, the server's own src/<dir>, node's internals), and
// the inclusive time of the functions whose name matches a filter. `--last S` keeps only the last S
// seconds of samples (leaving out start-up and set-up: profile-route.ts drives its route for the last 8).
//
// `--steps --requests N` attributes every sample to the step of the server's request handling nearest it
// on the stack (the pipeline's steps: STEPS below), or to what runs outside any step (node's HTTP parsing and
// socket work, GC), and prints each as microseconds of CPU per request, N being the requests the profile
// served (profile-route.ts prints req/s for its 8 s).
//
//   npm run bench:profile-summary -- bench/results/profile-sign-*/CPU.*.cpuprofile [--top 40] [--last 8] [--match flush,sign] [--steps --requests 80000]
import { readFileSync } from "node:fs";

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args.splice(i, 2)[1];
};
const top = Number(option("--top") ?? 40);
const match = (option("--match") ?? "").split(",").filter(Boolean);
const lastSeconds = Number(option("--last") ?? Number.POSITIVE_INFINITY);
const requests = Number(option("--requests") ?? 0);
const stepsWanted = args.includes("--steps");
if (stepsWanted) args.splice(args.indexOf("--steps"), 1);
const file = args[0];
if (!file) throw new Error("usage: profile-summary.ts <file.cpuprofile> [--top N] [--match name,name]");
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const selfUs = new Map<number, number>();
const from = profile.endTime - lastSeconds * 1e6;
let at = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  at += profile.timeDeltas[i] ?? 0;
  if (at < from) continue;
  const id = profile.samples[i]!;
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const totalUs = [...selfUs.values()].reduce((a, b) => a + b, 0);
const idleUs = [...selfUs]
  .filter(([id]) => byId.get(id)!.callFrame.functionName === "(idle)")
  .reduce((a, [, us]) => a + us, 0);

const where = (url: string): string => {
  if (!url) return "(native/V8)";
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  const server = /packages\/server\/src\/(.+?)(?:\/[^/]+)?$/.exec(url);
  if (server) return `server ${server[1]}`;
  const pkg = /packages\/([^/]+)\//.exec(url);
  if (pkg) return `@trustplane/${pkg[1]}`;
  if (url.startsWith("node:")) return "node internals";
  return url.replace(/^file:\/\//, "");
};
const label = (node: Node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const short = url.replace(/^file:\/\/.*?(node_modules\/|packages\/)/, "$1");
  return `${functionName || "(anonymous)"} ${short ? `${short}:${lineNumber + 1}` : ""}`.trim();
};

const selfBy = new Map<string, number>();
const packageBy = new Map<string, number>();
for (const [id, us] of selfUs) {
  const node = byId.get(id)!;
  selfBy.set(label(node), (selfBy.get(label(node)) ?? 0) + us);
  packageBy.set(where(node.callFrame.url), (packageBy.get(where(node.callFrame.url)) ?? 0) + us);
}
const pct = (us: number) => `${((us / totalUs) * 100).toFixed(1)}%`;
const busyUs = totalUs - idleUs;
console.log(
  `${file}: ${(totalUs / 1e6).toFixed(1)} s sampled, ${pct(idleUs)} idle; shares below are of all samples (busy: ${pct(busyUs)})`,
);
console.table(
  [...selfBy]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([fn, us]) => ({ "self time": pct(us), function: fn })),
);
console.table(
  [...packageBy]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([where, us]) => ({ "self time": pct(us), where })),
);
if (match.length > 0) {
  // Inclusive time: a sample counts once for each matching function on its stack (recursion counted once).
  const inclusive = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at)!;
      const name = label(node);
      if (seen.has(name) || !match.some((m) => node.callFrame.functionName.includes(m))) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + us);
    }
  }
  console.table(
    [...inclusive]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([fn, us]) => ({ "inclusive time": pct(us), function: fn })),
  );
}

/**
 * The steps of a request's handling, as [step, file, function] patterns: a sample is the step's whose
 * frame is nearest it on the stack (each step calls the next from within itself, so the innermost one is
 * the step doing the work).
 */
const STEPS: [string, RegExp, RegExp?][] = [
  ["reply: JSON and the socket write", /http\/json-reply\.ts/],
  ["authentication", /http\/auth\.ts|modules\/auth\//],
  ["handler (the module's code, its database calls)", /packages\/server\/src\/(modules|db|money|persistence)\//],
  ["handler dispatch (operations.ts)", /platform\/operations\.ts/],
  ["idempotency", /http\/idempotency/],
  ["rate limit", /http\/rate-limit\.ts|persistence\/rate-limit/],
  ["routing (the listener's match)", /http\/pipeline\.ts/, /^\(anonymous\)$/],
  ["runner (pipeline.ts)", /http\/pipeline\.ts/],
  ["routing (the listener's match)", /http\/contract\/router\.ts/],
  ["validation", /http\/(validator|json-screen)\.ts|http\/contract\//],
  ["body", /http\/json-(body|reader)\.ts|body-parser|raw-body/],
  ["security and CORS headers", /http\/response-headers\.ts/],
  ["request log", /observability\/request-log\.ts|pino/],
  ["request id and context", /http\/request-id\.ts|request-context\.ts/],
  ["duration metric", /observability\/(metrics|request-timing)\.ts|prom-client/],
  ["the socket's edge", /http\/edge\.ts/],
  ["Express (router, req/res helpers)", /node_modules\/(express|router)\//],
];
if (stepsWanted) {
  const stepOf = (id: number): string => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { url, functionName } = byId.get(at)!.callFrame;
      for (const [step, file, fn] of STEPS) {
        if (file.test(url) && (fn === undefined || fn.test(functionName || "(anonymous)"))) return step;
      }
    }
    const { functionName, url } = byId.get(id)!.callFrame;
    if (functionName === "(idle)") return "(idle)";
    if (functionName === "(garbage collector)") return "garbage collector";
    if (!url && functionName === "writeUtf8String") return "node: socket writes outside a step";
    return "node: HTTP parsing, sockets, timers, microtasks";
  };
  const byStep = new Map<string, number>();
  for (const [id, us] of selfUs) byStep.set(stepOf(id), (byStep.get(stepOf(id)) ?? 0) + us);
  console.table(
    [...byStep]
      .filter(([step]) => step !== "(idle)")
      .sort((a, b) => b[1] - a[1])
      .map(([step, us]) => ({
        step,
        "share of busy": `${((us / busyUs) * 100).toFixed(1)}%`,
        ...(requests > 0 ? { "µs per request": (us / requests).toFixed(2) } : {}),
      })),
  );
  if (requests > 0) console.log(`busy CPU per request: ${(busyUs / requests).toFixed(1)} µs over ${requests} requests`);
}
