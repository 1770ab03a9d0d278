/** Three times as wide as high, or as high as wide, and beyond. */
export function isStrip(width: number, height: number): boolean {
  const aspect = width / height;
  return aspect >= 3 || aspect <= 1 / 3;
}

/**
 * The smallest a logo's shorter side may be (decision 0067): 16 px, but in a strip a fifth of its
 * thickness when that is less — 10 px in a 320×50, where 16 px of a wide wordmark would take the
 * copy's room. The brand check asks the same of every creative.
 */
export function minimumLogoSide(width: number, height: number): number {
  return isStrip(width, height) ? Math.min(16, Math.min(width, height) * 0.2) : 16;
}
