import { useQuery } from '@tanstack/react-query';
import { adminBanners } from '@school/contracts/admin';
import { getParsed } from '../../../../lib/get-parsed';

/** GET /api/admin/content/banners */
export const useAdminBanners = () => useQuery({ queryKey: ['admin', 'content', 'banners'], queryFn: () => getParsed('/api/admin/content/banners', adminBanners, '홈 배너') });
