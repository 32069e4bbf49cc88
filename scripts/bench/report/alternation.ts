/** The middle value (the upper one of an even count: give `alternate` an odd number of rounds). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Measures the product and its bare yardstick in `rounds` back-to-back pairs, the one measured
 * first changing each round, and gives the median of the pairs' ratios. On a shared machine the
 * speed of the CPU drifts by tens of per cent over seconds (fib(27) took 2.0–3.0 ms within one
 * second on 2026-11-28): a ratio of two medians taken minutes apart carried that drift, and the
 * same code measured 1.5× to 2.6×; the two halves of one pair see the same machine.
 */
export async function alternate<T>(
  rounds: number,
  measureProduct: () => Promise<T>,
  measureBare: () => Promise<T>,
  ratioOf: (product: T, bare: T) => number,
): Promise<{ product: T[]; bare: T[]; ratio: number; range: [number, number] }> {
  const product: T[] = [];
  const bare: T[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    let ours: T;
    let theirs: T;
    if (round % 2 === 0) {
      ours = await measureProduct();
      theirs = await measureBare();
    } else {
      theirs = await measureBare();
      ours = await measureProduct();
    }
    product.push(ours);
    bare.push(theirs);
    ratios.push(ratioOf(ours, theirs));
  }
  return { product, bare, ratio: median(ratios), range: [Math.min(...ratios), Math.max(...ratios)] };
}
