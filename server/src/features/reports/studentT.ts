/**
 * Student's t distribution, for the cohort report's paired change: the two-sided p of a t
 * statistic and the quantile that makes a confidence interval. Both rest on the regularized
 * incomplete beta function (Numerical Recipes' continued fraction, modified Lentz), accurate far
 * beyond the report's needs (R's pt and qt agree to 1e-12 on the fixtures).
 */

const LANCZOS = [
  676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
  9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos, g = 7): relative error under 1e-15. */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = 0.99999999999980993;
  LANCZOS.forEach((c, i) => (sum += c / (z + i + 1)));
  const t = z + LANCZOS.length - 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

const TINY = 1e-300;
const EPS = 1e-16;

function betaContinuedFraction(x: number, a: number, b: number): number {
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 10_000; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < EPS) break;
  }
  return h;
}

/** I_x(a, b), the regularized incomplete beta function, for 0 <= x <= 1. */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  // The fraction converges fast below the mean; above it, use the symmetry I_x(a, b) = 1 - I_1-x(b, a).
  return x < (a + 1) / (a + b + 2) ? (front * betaContinuedFraction(x, a, b)) / a : 1 - (front * betaContinuedFraction(1 - x, b, a)) / b;
}

/** P(|T| >= |t|) for T with `df` degrees of freedom: the two-sided p of a t test. */
export function twoSidedP(t: number, df: number): number {
  return incompleteBeta(df / (df + t * t), df / 2, 0.5);
}

/** P(T <= t). */
export function tCdf(t: number, df: number): number {
  const tail = twoSidedP(t, df) / 2;
  return t >= 0 ? 1 - tail : tail;
}

/** The t with P(T <= t) = probability (0 < probability < 1), by bisection on tCdf: qt in R. */
export function tQuantile(probability: number, df: number): number {
  if (probability === 0.5) return 0;
  if (probability < 0.5) return -tQuantile(1 - probability, df);
  let low = 0;
  let high = 1;
  while (tCdf(high, df) < probability) high *= 2;
  for (let i = 0; i < 200 && high - low > 1e-14 * high; i++) {
    const mid = (low + high) / 2;
    if (tCdf(mid, df) < probability) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}
