/**
 * How alike two face descriptors are, 0..1. Cosine, because the descriptor's length carries the
 * image's contrast rather than who it is; faceres descriptors are non-negative, so the cosine is
 * already 0..1 and the clamp only guards against a malformed vector.
 */
export function faceSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || a.length !== b.length) return 0;
  let dot = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    dot += x * y;
    aa += x * x;
    bb += y * y;
  }
  if (aa === 0 || bb === 0) return 0;
  return Math.min(1, Math.max(0, dot / Math.sqrt(aa * bb)));
}
