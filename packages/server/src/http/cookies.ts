/** The `name=value` pairs of a Cookie header (RFC 6265 §4.2.1), in order, values unquoted, not decoded. */
const cookiePairs = (header: string | undefined): [name: string, value: string][] => {
  if (!header) return [];
  const pairs: [string, string][] = [];
  for (const pair of header.split(";")) {
    const eq = pair.indexOf("=");
    if (eq < 0) continue;
    let value = pair.slice(eq + 1).trim();
    // RFC 6265 lets a cookie value be wrapped in double quotes.
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    pairs.push([pair.slice(0, eq).trim(), value]);
  }
  return pairs;
};

/** Every value the Cookie header gives `name` (a browser may send a name twice, e.g. two paths). */
export const cookieValues = (header: string | undefined, name: string): string[] =>
  cookiePairs(header)
    .filter(([key]) => key === name)
    .map(([, value]) => value);

/** Each cookie's first value by name (as a handler reading one cookie sees it). */
export const cookiesByName = (header: string | undefined): Record<string, string> => {
  const cookies: Record<string, string> = Object.create(null);
  for (const [name, value] of cookiePairs(header)) if (name && !(name in cookies)) cookies[name] = value;
  return cookies;
};
