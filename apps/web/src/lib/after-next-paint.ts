/**
 * Runs `run` in a task after the browser's next rendering update, so what it sets going comes after that paint, not
 * before it. A background tab, which renders nothing, runs it when shown.
 */
export function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}
