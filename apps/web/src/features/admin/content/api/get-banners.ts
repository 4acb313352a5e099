import { useQuery } from '@tanstack/react-query';
import { adminContentApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas } from '../../api/console-call';

/** Every home banner. */
export const useAdminBanners = () => useQuery({ queryKey: ['admin', 'content', 'banners'], queryFn: () => callParsed(adminContentApi.banners, '홈 배너', { schemas: consoleSchemas() }) });
