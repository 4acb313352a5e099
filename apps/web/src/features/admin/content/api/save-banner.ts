import type { BannerBody } from '@school/contracts/admin';
import { adminContentApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../../lib/api-client';
import { useConsoleChange } from '../../api/console-call';

/** A new banner (id null) or a change to one. */
export const useSaveBanner = () =>
  useConsoleChange(({ id, body }: { id: number | null; body: BannerBody }) =>
    id === null ? apiCall(adminContentApi.createBanner, { body }) : apiCall(adminContentApi.updateBanner, { params: { banner_sn: id }, body }),
  );
