import { expect, it } from 'vitest'
import { mannWhitneyP } from './rank-test.ts'

const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index)

it('tells apart two samples of which one is shifted, and not two samples of one spread', () => {
  // 30 values against the same 30 values shifted by 20: U = 45, far from its mean of 450.
  expect(mannWhitneyP(range(0, 30), range(20, 30))).toBeLessThan(0.001)
  // Interleaved values (even against odd): U sits at its mean.
  expect(mannWhitneyP(range(0, 30).map((n) => 2 * n), range(0, 30).map((n) => 2 * n + 1))).toBeGreaterThan(0.8)
  expect(mannWhitneyP([5, 5, 5, 5], [5, 5, 5, 5])).toBe(1)
})

it('agrees with the value worked by hand, ties included', () => {
  // 1..10 against 6..15: 6..10 are tied pairs (ranks 6.5, 8.5, … 14.5), so A's rank sum is 15 + 52.5,
  // U = 12.5 against a mean of 50; variance 100/12 × (21 − 30/380) = 174.3, z = (37.5 − 0.5)/13.2 = 2.80.
  expect(mannWhitneyP(range(1, 10), range(6, 10))).toBeCloseTo(0.0051, 3)
})
