/**
 * How our clients wait before trying again after a 503: 100 ms doubling with each refusal, never past
 * `capSeconds` (the answer's Retry-After, or less), each wait drawn from its upper half so that
 * clients refused together do not all come back in the same instant.
 */
export function backOff(attempt: number, capSeconds: number): Promise<void> {
  const ceiling = Math.min(capSeconds * 1_000, 100 * 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, ceiling / 2 + Math.random() * (ceiling / 2)));
}
