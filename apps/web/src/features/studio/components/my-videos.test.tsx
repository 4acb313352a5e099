import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, queryOptions } from '@tanstack/react-query';
import type { StudioVideo, StudioVideos } from '@school/contracts/admin';
import { createQueryClient } from '../../../lib/query-client';
import { MyVideos } from './my-videos';

const api = vi.hoisted(() => ({ data: undefined as StudioVideos | undefined, retry: vi.fn(async () => undefined), remove: vi.fn(async () => undefined), upload: vi.fn() }));
vi.mock('../api/studio-videos', () => ({
  studioVideosQuery: () => queryOptions({ queryKey: ['studio', 'videos'], queryFn: async () => api.data ?? { max_bytes: 0, list: [], course_media: [] } }),
  uploadStudioVideo: api.upload,
  useRetryStudioVideo: () => ({ mutateAsync: api.retry, isPending: false }),
  usePutVideoSubtitle: () => ({ mutateAsync: vi.fn(), isPending: false }),
  useRemoveVideoSubtitle: () => ({ mutateAsync: api.remove, isPending: false }),
}));

const at = '2026-11-29T00:00:00.000Z';
const video = (id: number, title: string, patch: Partial<StudioVideo>): StudioVideo => ({
  video_id: id,
  upload_id: String(id).padStart(32, '0'),
  title,
  size_bytes: 5 * 1024 ** 2,
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

const show = (data: StudioVideos) => {
  api.data = data;
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MyVideos />
    </QueryClientProvider>,
  );
};

describe("the teacher's own videos (decision 142)", () => {
  it('shows each upload with its state; a failure says why and is sent again; a finished one has its subtitles', async () => {
    const user = userEvent.setup();
    show({
      max_bytes: 2 * 1024 ** 3,
      course_media: [],
      list: [
        video(1, '1강 캔들.mp4', { subtitles: ['ko'] }),
        video(2, '2강 거래량.mp4', { status: 'processing', progress: 42, media_key: null }),
        video(3, '깨진 영상.mov', { status: 'failed', media_key: null, error: '영상을 읽지 못했습니다.' }),
      ],
    });
    const list = within(await screen.findByRole('list', { name: '내가 올린 영상' }));
    expect(list.getByText('완료')).toBeInTheDocument();
    expect(list.getByText('변환 중 42%')).toBeInTheDocument();
    expect(list.getByRole('progressbar', { name: '2강 거래량.mp4 변환' })).toHaveAttribute('value', '42');
    expect(list.getByText('영상을 읽지 못했습니다.')).toBeInTheDocument();
    await user.click(list.getByRole('button', { name: '깨진 영상.mov 다시 처리' }));
    expect(api.retry).toHaveBeenCalledWith(3);
    expect(within(list.getByRole('list', { name: '1강 캔들.mp4 자막' })).getByText('한국어')).toBeInTheDocument();
    await user.click(list.getByRole('button', { name: '한국어 자막 지우기' }));
    expect(api.remove).toHaveBeenCalledWith({ videoId: 1, lang: 'ko' });
    expect(screen.getByText(/2\.0 GB까지/)).toBeInTheDocument();
  });

  it('says when nothing is uploaded yet, and refuses a file that is not a video before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    show({ max_bytes: 1024 ** 3, course_media: [], list: [] });
    expect(await screen.findByText('아직 올린 영상이 없습니다.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('영상 파일 올리기'), new File(['x'], '강의자료.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('MP4, MOV, M4V, MKV, WebM, AVI 영상 파일만 올릴 수 있습니다.')).toBeInTheDocument();
    expect(api.upload).not.toHaveBeenCalled();
  });
});
