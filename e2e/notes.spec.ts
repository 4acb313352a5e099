import type { APIRequestContext, Page } from '@playwright/test';
import { expect, PASSWORD, sampleFreeLecture, test } from './fixtures.ts';

/** Notes at a moment (decision 097): a note made at 0:07 takes the video back to 0:07 after a reload. */

async function freeLecture(request: APIRequestContext) {
  const { course, lecture } = await sampleFreeLecture(request);
  return `/course/play/${course}?lc_no=${lecture}`;
}

/** Pauses the page's video and moves it to `second` once it can seek. */
const seek = (page: Page, second: number) =>
  page.locator('video').evaluate(
    (v: HTMLVideoElement, s) =>
      new Promise<void>((resolve) => {
        const go = () => {
          v.pause();
          v.addEventListener('seeked', () => resolve(), { once: true });
          v.currentTime = s;
        };
        if (v.readyState >= 1) go();
        else v.addEventListener('loadedmetadata', go, { once: true });
      }),
    second,
  );
const videoTime = (page: Page) => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);

test.use({ viewport: { width: 1280, height: 800 } });

test('a note made at 0:07 jumps back to 0:07 after reload', async ({ page, request, member }) => {
  const address = await freeLecture(request);
  await page.goto(`/login?returnUrl=${encodeURIComponent(address)}`);
  await page.getByRole('textbox', { name: '이메일' }).fill(member.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();

  const notes = page.getByRole('region', { name: /메모/ });
  await expect(notes).toBeVisible();
  await seek(page, 7);
  const field = notes.getByRole('textbox');
  await field.focus();
  await expect(notes.getByText('0:07 장면에 메모')).toBeVisible();
  await field.fill('PER이 나오는 장면');
  await notes.getByRole('button', { name: '메모 저장' }).click();
  await expect(notes.getByRole('list', { name: '이 강의의 메모' }).getByText('PER이 나오는 장면')).toBeVisible();

  await page.reload();
  await expect(notes.getByText('PER이 나오는 장면')).toBeVisible({ timeout: 10_000 });
  // Away from the moment first (the player may resume near it), then back by the note.
  await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  await page.locator('video').evaluate((v: HTMLVideoElement) => {
    v.pause();
    v.currentTime = 0;
  });
  await expect.poll(() => videoTime(page)).toBeLessThan(1);
  await notes.getByRole('button', { name: '0:07로 이동' }).click();
  await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(6.5);
  expect(await videoTime(page)).toBeLessThan(8);
  await page.screenshot({ path: '/tmp/h-notes-player-1280.png' });
});
