/**
 * A word of `count` letters without a repeating pattern, as a pasted key or a key-mash is, the
 * same for the same `seed`. Repeated letters would not do: "qqqq…" has few ways of deleting
 * letters, and costs typo correction nothing.
 */
export function lettersOf(count: number, seed: number): string {
  let word = '';
  let state = seed;
  for (let at = 0; at < count; at += 1) {
    state = (state * 48271) % 2147483647;
    word += String.fromCharCode(97 + (state % 26));
  }
  return word;
}
