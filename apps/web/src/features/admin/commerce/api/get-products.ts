import { useQuery } from '@tanstack/react-query';
import { adminProducts } from '@school/contracts/admin';
import { getParsed } from '../../../../lib/get-parsed';

/** GET /api/admin/commerce/products: passes and single courses, on sale or not, with how many were sold. */
export const useAdminProducts = () => useQuery({ queryKey: ['admin', 'commerce', 'products'], queryFn: () => getParsed('/api/admin/commerce/products', adminProducts, '상품') });
