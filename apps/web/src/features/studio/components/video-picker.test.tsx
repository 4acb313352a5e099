import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudioVideo, StudioVideos } from '@school/contracts/admin';
import { VideoPicker } from './video-picker';

const at = '2026-11-29T00:00:00.000Z';
const video = (id: number, title: string, patch: Partial<StudioVideo> = {}): StudioVideo => ({
  video_id: id,
  upload_id: String(id).padStart(32, '0'),
  title,
  size_bytes: 1000,
  status: 'ready',
  progress: 100,
  error: null,
  duration_sec: 12,
  media_key: `uploads/${id}`,
  created_at: at,
  updated_at: at,
  subtitles: [],
  ...patch,
});

function Harness({ videos, initial = null, failed = false }: { videos: StudioVideos | undefined; initial?: string | null; failed?: boolean }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <VideoPicker label="1강 영상" value={value} onChange={setValue} videos={videos} failed={failed} />
      <output aria-label="고른 영상">{value ?? '없음'}</output>
    </>
  );
}

const picked = () => screen.getByRole('status', { name: '고른 영상' }).textContent;

describe('the lecture video picker (decision 142)', () => {
  it("offers the teacher's finished uploads and their courses' videos; uploads still converting or failed are shown but cannot be picked", async () => {
    const user = userEvent.setup();
    const videos: StudioVideos = {
      max_bytes: 1024,
      list: [
        video(1, '1강 캔들.mp4', { subtitles: ['ko'] }),
        video(2, '2강 거래량.mp4', { status: 'processing', progress: 42, media_key: null, duration_sec: null }),
        video(3, '깨진 영상.mov', { status: 'failed', media_key: null, error: '영상을 읽지 못했습니다.' }),
      ],
      course_media: [{ media_key: 'samples/chart-basics', title: '차트의 기본', course: '주식 첫걸음' }],
    };
    render(<Harness videos={videos} />);
    const select = screen.getByLabelText('1강 영상');
    const mine = within(screen.getByRole('group', { name: '내가 올린 영상' }));
    expect(mine.getByRole('option', { name: '1강 캔들.mp4 · 12초 · 자막 있음' })).toBeEnabled();
    expect(mine.getByRole('option', { name: '2강 거래량.mp4 (변환 중 42%)' })).toBeDisabled();
    expect(mine.getByRole('option', { name: '깨진 영상.mov (실패)' })).toBeDisabled();
    expect(within(screen.getByRole('group', { name: '내 강의에 있는 영상' })).getByRole('option', { name: '차트의 기본 · 주식 첫걸음' })).toBeInTheDocument();
    expect(screen.getByText('변환 중인 영상은 변환이 끝나면 고를 수 있습니다.')).toBeInTheDocument();

    await user.selectOptions(select, '1강 캔들.mp4 · 12초 · 자막 있음');
    expect(picked()).toBe('uploads/1');
    await user.selectOptions(select, '차트의 기본 · 주식 첫걸음');
    expect(picked()).toBe('samples/chart-basics');
    await user.selectOptions(select, '영상을 골라 주세요');
    expect(picked()).toBe('없음');
  });

  it('says clearly when there is nothing to pick yet, and while the list loads or fails', () => {
    const { unmount } = render(<Harness videos={{ max_bytes: 1024, list: [], course_media: [] }} />);
    expect(screen.getByText("아직 고를 수 있는 영상이 없습니다. '내 영상'에서 영상을 올리면 변환이 끝난 뒤 여기에서 고를 수 있습니다.")).toBeInTheDocument();
    expect(screen.getByLabelText('1강 영상')).toHaveAccessibleDescription(/아직 고를 수 있는 영상이 없습니다/);
    unmount();
    const loading = render(<Harness videos={undefined} />);
    expect(screen.getByRole('option', { name: '영상 목록을 불러오는 중…' })).toBeInTheDocument();
    expect(screen.getByLabelText('1강 영상')).toBeDisabled();
    loading.unmount();
    render(<Harness videos={undefined} failed />);
    expect(screen.getByText('영상 목록을 불러오지 못했습니다. 잠시 뒤 다시 열어 주세요.')).toBeInTheDocument();
  });

  it("keeps a lecture's current video that is not in the list (named, so saving does not silently drop it)", () => {
    render(<Harness videos={{ max_bytes: 1024, list: [], course_media: [] }} initial="uploads/99" />);
    expect(screen.getByRole('option', { name: '지금 영상 (uploads/99)' })).toHaveProperty('selected', true);
    expect(picked()).toBe('uploads/99');
  });
});
