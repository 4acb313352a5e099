import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { AdminBanner, BannerBody } from '@school/contracts/admin';
import { FormAlert, primaryButton, TextField } from '../../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { badge } from '../../components/labels';
import { useAdminBanners } from '../api/get-banners';
import { useSaveBanner } from '../api/save-banner';

type BannerForm = Omit<BannerBody, 'sort_order' | 'is_visible'> & { sort_order: string; is_visible: boolean };
const empty: BannerForm = { title: '', subtitle: '', link: '/', background: '#1e3a8a', foreground: '#ffffff', sort_order: '0', is_visible: true };

/** /admin/banners: the slides at the top of the home page; add, edit, order, show or hide. */
export default function BannersPage() {
  const banners = useAdminBanners();
  const [editing, setEditing] = useState<AdminBanner | null>(null);
  if (banners.isPending) return <LoadingMessage label="배너를 불러오는 중" />;
  if (banners.isError) return <ErrorMessage message={errorMessage(banners.error)} onRetry={() => void banners.refetch()} />;
  return (
    <section aria-labelledby="banners-title" className="grid gap-4 lg:grid-cols-[1fr_28rem]">
      <div className="space-y-3">
        <h1 id="banners-title" className="text-xl font-bold">
          홈 배너
        </h1>
        <ul className="space-y-2">
          {banners.data.list.map((b) => (
            <li key={b.banner_sn} className="flex items-center justify-between gap-3 rounded-xl p-4" style={{ background: b.background, color: b.foreground }}>
              <span className="min-w-0">
                <span className="block truncate font-bold">{b.title}</span>
                <span className="block truncate text-sm opacity-90">
                  {b.subtitle} · {b.link}
                </span>
              </span>
              <span className="flex shrink-0 items-center gap-2">
                {b.is_visible === 'N' && <span className={badge('muted')}>숨김</span>}
                <button type="button" className="h-10 rounded-lg bg-white px-3 text-sm font-semibold text-slate-800" onClick={() => setEditing(b)}>
                  수정<span className="sr-only"> {b.title}</span>
                </button>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <BannerEditor key={editing?.banner_sn ?? 'new'} banner={editing} onDone={() => setEditing(null)} />
    </section>
  );
}

function BannerEditor({ banner, onDone }: { banner: AdminBanner | null; onDone: () => void }) {
  const save = useSaveBanner();
  const [result, setResult] = useState<{ tone: 'info' | 'error'; message: string } | null>(null);
  const { register, handleSubmit, reset, control, formState } = useForm<BannerForm>({
    defaultValues: banner ? { ...banner, sort_order: String(banner.sort_order), is_visible: banner.is_visible === 'Y' } : empty,
  });
  const [title, background, foreground] = useWatch({ control, name: ['title', 'background', 'foreground'] });
  const submit = handleSubmit(async (v) => {
    setResult(null);
    try {
      const done = await save.mutateAsync({ id: banner?.banner_sn ?? null, body: { ...v, sort_order: Number(v.sort_order) || 0, is_visible: v.is_visible ? 'Y' : 'N' } });
      setResult({ tone: 'info', message: done.message });
      if (banner) onDone();
      else reset(empty);
    } catch (error) {
      setResult({ tone: 'error', message: errorMessage(error) });
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={banner ? '배너 수정' : '배너 추가'} className="h-fit space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 className="text-lg font-bold">{banner ? '배너 수정' : '배너 추가'}</h2>
      <p aria-hidden className="rounded-lg p-3 font-bold" style={{ background, color: foreground }}>
        {title || '미리보기'}
      </p>
      <TextField label="제목" maxLength={100} {...register('title')} />
      <TextField label="부제" maxLength={200} {...register('subtitle')} />
      <TextField label="링크 (/로 시작하는 사이트 주소 또는 https://)" maxLength={300} {...register('link')} />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="배경색" type="color" className="[&_input]:p-1" {...register('background')} />
        <TextField label="글자색" type="color" className="[&_input]:p-1" {...register('foreground')} />
      </div>
      <TextField label="순서 (작을수록 앞)" inputMode="numeric" {...register('sort_order')} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register('is_visible')} /> 홈에 보이기
      </label>
      <FormAlert message={result?.message} tone={result?.tone ?? 'error'} />
      <div className="flex gap-2">
        <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>
          {banner ? '저장' : '추가'}
        </button>
        {banner && (
          <button type="button" className="h-12 rounded-xl px-4 font-semibold ring-1 ring-slate-300" onClick={onDone}>
            취소
          </button>
        )}
      </div>
    </form>
  );
}
