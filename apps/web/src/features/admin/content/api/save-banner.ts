import type { BannerBody } from '@school/contracts/admin';
import { useConsoleMutation } from '../../api/console-mutation';

/** POST /api/admin/content/banners (new) or /api/admin/content/banners/{banner_sn}. */
export const useSaveBanner = () =>
  useConsoleMutation<{ id: number | null; body: BannerBody }>((v) => (v.id === null ? '/api/admin/content/banners' : `/api/admin/content/banners/${v.id}`), (v) => v.body);
