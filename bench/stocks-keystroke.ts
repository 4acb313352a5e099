/**
 * Keystroke → first matching result on the stock search page in Chromium (moved out of
 * e2e/stocks.spec.ts: performance belongs in `npm run bench`, never in tests). Each case
 * commits its text as one input event, as a keystroke or an IME commit does, and the clock
 * stops inside the page when the expected company is the first option on screen.
 */
import { chromium } from 'playwright-core';
import { chromiumPath } from '../scripts/debian.ts';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const cases: [string, string][] = [
  ['삼성', '삼성전자'],
  ['ㅅㅅㅈㅈ', '삼성전자'],
  ['현대', '현대차'],
  ['ㅎㄷㅊ', '현대차'],
  ['SK하', 'SK하이닉스'],
  ['ㄱㅇ', '기아'],
  ['LG', 'LG'],
];

// A string, not a function: the page must not see helpers the TS transpiler may add.
const measure = `([text, exp]) => new Promise((resolve, reject) => {
  const input = document.querySelector('input[role="combobox"]');
  if (!input) return reject(new Error('no combobox'));
  const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  const first = () => document.querySelector('[role="listbox"] [role="option"]')?.textContent ?? '';
  const t0 = performance.now();
  const observer = new MutationObserver(() => {
    if (!first().startsWith(exp)) return;
    observer.disconnect();
    resolve(performance.now() - t0);
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  // React tracks the value through the prototype's setter; an own-property write would be missed.
  descriptor.set.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  setTimeout(() => reject(new Error('no result for ' + text)), 5000);
})`;

export async function measureStockKeystroke(url: string) {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
  });
  try {
    const page = await browser.newPage({ baseURL: url, viewport: { width: 1280, height: 900 } });
    await page.goto('/stocks/search/kr');
    const box = page.getByRole('combobox', { name: /국내 종목명/ });
    // Warm-up: the first search builds the server's index and runs the page's code paths once.
    await box.fill('카카오');
    await page.getByRole('option').first().waitFor();

    const samples: { text: string; ms: number }[] = [];
    for (const [text, expected] of cases) {
      await box.fill('');
      await page.getByRole('option').first().waitFor({ state: 'detached' });
      await page.waitForTimeout(150);
      const ms = await page.evaluate(`(${measure})(${JSON.stringify([text, expected])})`);
      samples.push({ text, ms: Math.round((ms as number) * 10) / 10 });
    }
    const all = samples.map((s) => s.ms);
    return { cases: samples.length, medianMs: median(all), maxMs: Math.max(...all), samples };
  } finally {
    await browser.close();
  }
}
