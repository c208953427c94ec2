/**
 * The Mann-Whitney U test of two samples, two-sided, with the normal approximation (ties get their
 * average rank and shrink the variance): the probability of seeing ranks this far apart if both
 * samples came from one distribution. A p-value well above 0.05 means the samples cannot be told
 * apart. Good for samples of 20 or more.
 */
export function mannWhitneyP(a: readonly number[], b: readonly number[]): number {
  const pooled = [...a.map((value) => ({ value, fromA: true })), ...b.map((value) => ({ value, fromA: false }))].sort((x, y) => x.value - y.value)
  let rankSumA = 0
  let tieCorrection = 0
  for (let start = 0; start < pooled.length; ) {
    let end = start
    while (end + 1 < pooled.length && pooled[end + 1]?.value === pooled[start]?.value) end += 1
    const tied = end - start + 1
    const averageRank = (start + end) / 2 + 1
    for (let index = start; index <= end; index += 1) if (pooled[index]?.fromA === true) rankSumA += averageRank
    tieCorrection += tied ** 3 - tied
    start = end + 1
  }
  const [n1, n2] = [a.length, b.length]
  const total = n1 + n2
  const u = rankSumA - (n1 * (n1 + 1)) / 2
  const mean = (n1 * n2) / 2
  const variance = ((n1 * n2) / 12) * (total + 1 - tieCorrection / (total * (total - 1)))
  if (variance === 0) return 1
  const z = (Math.abs(u - mean) - 0.5) / Math.sqrt(variance)
  return Math.min(1, 2 * (1 - standardNormalCdf(Math.max(0, z))))
}

/** Φ(z), by the Abramowitz–Stegun approximation 26.2.17 (error below 7.5e-8). */
function standardNormalCdf(z: number): number {
  const t = 1 / (1 + 0.2316419 * z)
  const density = Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI)
  const tail = density * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))))
  return 1 - tail
}
