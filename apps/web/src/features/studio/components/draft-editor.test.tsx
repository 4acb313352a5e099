import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudioVideos } from '@school/contracts/admin';
import { DraftEditor, EMPTY_SNAPSHOT } from './draft-editor';

const categories = [{ ca_sn: 3, p_ca_sn: null, title: '주식 기초', is_hidden: 'N' as const, children: [] }];
const at = '2026-11-29T00:00:00.000Z';
const videos: StudioVideos = {
  max_bytes: 1024 ** 3,
  list: [{ video_id: 7, upload_id: 'a'.repeat(32), title: '1강 캔들.mp4', size_bytes: 1000, status: 'ready', progress: 100, error: null, duration_sec: 125, media_key: 'uploads/7', created_at: at, updated_at: at, subtitles: ['ko'] }],
  course_media: [],
};

function renderEditor(editable = true) {
  const onSave = vi.fn(async () => undefined);
  const onSubmit = vi.fn(async () => undefined);
  render(<DraftEditor initial={EMPTY_SNAPSHOT} courseSn={null} categories={categories} videos={videos} editable={editable} onSave={onSave} onSubmit={onSubmit} />);
  return { onSave, onSubmit };
}

describe('the draft editor', () => {
  it('asks for review with what the teacher wrote: title, category, price proposal and curriculum', async () => {
    const user = userEvent.setup();
    const { onSubmit, onSave } = renderEditor();
    const fill = async (label: string, value: string) => {
      await user.clear(screen.getByLabelText(label));
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    };
    await fill('강의 제목', '차트 읽기 첫걸음');
    await fill('요약', '캔들과 거래량');
    await user.selectOptions(screen.getByLabelText('카테고리'), '주식 기초');
    await fill('제안 가격 (원)', '39000');
    await user.click(screen.getByRole('button', { name: '영상 추가' }));
    await fill('1강 제목', '캔들 하나 읽기');
    await user.selectOptions(screen.getByLabelText('1강 영상'), '1강 캔들.mp4 · 2분 5초 · 자막 있음');
    await user.click(screen.getByRole('button', { name: '저장하고 검토 요청' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: '차트 읽기 첫걸음',
        ca_sn: 3,
        price: 39000,
        is_free: 'N',
        course_sn: null,
        // The picked upload, with its own length.
        lectures: [{ title: '캔들 하나 읽기', duration_sec: 125, is_preview: 'N', media_key: 'uploads/7' }],
      }),
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderEditor();
    await user.click(screen.getByRole('button', { name: '저장하고 검토 요청' }));
    expect(await screen.findByText('강의 제목을 입력해 주세요.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server refusal and offers no buttons while under review', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => Promise.reject(new Error('영상이 하나 이상 있어야 검토를 요청할 수 있습니다.')));
    const { unmount } = render(
      <DraftEditor initial={{ ...EMPTY_SNAPSHOT, title: 't', summary: 's', ca_sn: 3, price: 1000 }} courseSn={7} categories={categories} videos={videos} editable onSave={vi.fn()} onSubmit={onSubmit} />,
    );
    await user.click(screen.getByRole('button', { name: '저장하고 검토 요청' }));
    expect(await screen.findByText('영상이 하나 이상 있어야 검토를 요청할 수 있습니다.')).toBeInTheDocument();
    unmount();
    renderEditor(false);
    expect(screen.queryByRole('button', { name: '저장하고 검토 요청' })).not.toBeInTheDocument();
  });

  it("a lecture carries a quiz in the console's shape: questions, choices and the answer, checked before sending", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    const lecture = { title: '캔들 하나 읽기', duration_sec: 125, is_preview: 'N' as const, media_key: 'uploads/7' };
    render(<DraftEditor initial={{ ...EMPTY_SNAPSHOT, title: 't', summary: 's', ca_sn: 3, price: 1000, lectures: [lecture] }} courseSn={null} categories={categories} videos={videos} editable onSave={vi.fn()} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: '1강 퀴즈 추가' }));
    const quiz = within(screen.getByRole('group', { name: '1강 퀴즈' }));
    await user.click(screen.getByRole('button', { name: '저장하고 검토 요청' }));
    expect(await screen.findByText('1강 퀴즈 1번 문제를 입력해 주세요.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(quiz.getByLabelText('1번 문제'), '양봉은 무엇을 뜻하나요?');
    await user.type(quiz.getByLabelText('1번 문제 1번 보기'), '내린 날');
    await user.type(quiz.getByLabelText('1번 문제 2번 보기'), '오른 날');
    await user.click(quiz.getByRole('button', { name: '1번 문제 보기 추가' }));
    await user.type(quiz.getByLabelText('1번 문제 3번 보기'), '거래가 없던 날');
    await user.click(quiz.getByLabelText('1번 문제 정답: 2번 보기'));
    await user.click(screen.getByRole('button', { name: '저장하고 검토 요청' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        lectures: [{ ...lecture, quiz: { title: '확인 퀴즈', pass_percent: 60, draw_count: null, questions: [{ prompt: '양봉은 무엇을 뜻하나요?', choices: ['내린 날', '오른 날', '거래가 없던 날'], answer: 1, explanation: '' }] } }],
      }),
    );
    await user.click(quiz.getByRole('button', { name: '1강 퀴즈 빼기' }));
    expect(screen.queryByRole('group', { name: '1강 퀴즈' })).not.toBeInTheDocument();
  });
});
