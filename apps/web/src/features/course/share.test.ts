import { describe, expect, it, vi } from 'vitest';
import { COPY_FAILED, LINK_COPIED, courseShareData, kakaoFeed, shareCourse, shareMethod, type KakaoSdk, type ShareData } from './share';

const share: ShareData = {
  title: '단기 매매의 원칙',
  description: '손절 규칙을 다룹니다.',
  image: 'https://school.example/api/media/cover/21.svg',
  link: 'https://school.example/course/play/21',
  button_title: '웹으로 보기',
};

function fakeKakao(initialized = false) {
  const sdk = {
    isInitialized: vi.fn(() => initialized),
    init: vi.fn(),
    Share: { sendDefault: vi.fn() },
  } satisfies KakaoSdk;
  return sdk;
}

describe('share', () => {
  it('uses Kakao only with a configured key, then the share sheet, then copying', () => {
    const share = vi.fn();
    expect(shareMethod({ kakaoKey: 'key', nav: { share } as unknown as Navigator })).toBe('kakao');
    expect(shareMethod({ kakaoKey: undefined, nav: { share } as unknown as Navigator })).toBe('web-share');
    expect(shareMethod({ kakaoKey: '', nav: {} as Navigator })).toBe('copy');
    expect(shareMethod({ nav: undefined })).toBe('copy');
  });

  it("sends Kakao's feed template with title, description, image, link and the '웹으로 보기' button", async () => {
    const kakao = fakeKakao();
    const loadKakao = vi.fn(async () => kakao);
    const result = await shareCourse(share, { kakaoKey: 'key', loadKakao, nav: undefined, toast: vi.fn() });
    expect(result).toBe('kakao');
    expect(kakao.init).toHaveBeenCalledWith('key');
    expect(kakao.Share.sendDefault).toHaveBeenCalledWith(kakaoFeed(share));
    const feed = kakaoFeed(share);
    expect(feed.content).toEqual({
      title: share.title,
      description: share.description,
      imageUrl: share.image,
      link: { mobileWebUrl: share.link, webUrl: share.link },
    });
    expect(feed.buttons).toEqual([{ title: '웹으로 보기', link: { mobileWebUrl: share.link, webUrl: share.link } }]);
  });

  it('does not load the Kakao SDK without a key', async () => {
    const loadKakao = vi.fn();
    const writeText = vi.fn(async () => undefined);
    const toast = vi.fn();
    await shareCourse(share, { loadKakao, nav: { clipboard: { writeText } } as unknown as Navigator, toast });
    expect(loadKakao).not.toHaveBeenCalled();
  });

  it('uses the Web Share API where available', async () => {
    const webShare = vi.fn(async () => undefined);
    const result = await shareCourse(share, { loadKakao: vi.fn(), nav: { share: webShare } as unknown as Navigator, toast: vi.fn() });
    expect(result).toBe('web-share');
    expect(webShare).toHaveBeenCalledWith({ title: share.title, text: share.description, url: share.link });
  });

  it('treats a closed share sheet as cancelled, not as a failure', async () => {
    const webShare = vi.fn(async () => {
      throw new DOMException('cancelled', 'AbortError');
    });
    const toast = vi.fn();
    expect(await shareCourse(share, { loadKakao: vi.fn(), nav: { share: webShare } as unknown as Navigator, toast })).toBe('cancelled');
    expect(toast).not.toHaveBeenCalled();
  });

  it('copies the link with a toast as the last resort', async () => {
    const writeText = vi.fn(async () => undefined);
    const toast = vi.fn();
    const result = await shareCourse(share, { loadKakao: vi.fn(), nav: { clipboard: { writeText } } as unknown as Navigator, toast });
    expect(result).toBe('copy');
    expect(writeText).toHaveBeenCalledWith(share.link);
    expect(toast).toHaveBeenCalledWith(LINK_COPIED);
  });

  it('falls back to copying when the Kakao SDK cannot load, and says so when copying fails too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const toast = vi.fn();
    const result = await shareCourse(share, {
      kakaoKey: 'key',
      loadKakao: () => Promise.reject(new Error('blocked')),
      nav: { clipboard: { writeText: () => Promise.reject(new Error('denied')) } } as unknown as Navigator,
      toast,
    });
    expect(result).toBe('failed');
    expect(toast).toHaveBeenCalledWith(COPY_FAILED);
  });

  it('points the shared link at the course page on the same site', () => {
    expect(courseShareData(share, 21).link).toBe('https://school.example/course/21');
  });
});
