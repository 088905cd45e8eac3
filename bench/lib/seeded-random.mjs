// The deterministic generator the data generators share (knowledge, logins): the same seed writes the same data.

/** mulberry32 from `seed`: rnd() in [0, 1) and pick(list), one of the list's items. */
export function seededRandom(seed) {
  let state = seed;
  const rnd = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { rnd, pick: (list) => list[Math.floor(rnd() * list.length)] };
}
