/**
 * Store `key` as the most recent entry of `map` and drop the oldest entries beyond `max`: a Map iterates
 * in insertion order, so re-inserting on every store keeps its first key the least recently stored.
 * The bounded caches (signing keys, live users, cached representations) share this.
 */
export const setRecent = <K, V>(map: Map<K, V>, key: K, value: V, max: number): void => {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) map.delete(map.keys().next().value as K);
};
