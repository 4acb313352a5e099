import { useQuery } from '@tanstack/react-query';
import { adminCommerceApi } from '@school/contracts/endpoints';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas } from '../../api/console-call';

/** adminCommerceApi.products: passes and single courses, on sale or not, with how many were sold. */
export const useAdminProducts = () =>
  useQuery({ queryKey: ['admin', 'commerce', 'products'], queryFn: () => callParsed(adminCommerceApi.products, '상품', { schemas: consoleSchemas() }) });
