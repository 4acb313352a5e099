import { z } from 'zod';
import './zod-locale.ts';

export const yesNo = z.enum(['Y', 'N']);
export type YesNo = z.infer<typeof yesNo>;

export interface MenuCategory {
  ca_sn: number;
  p_ca_sn: number | null;
  title: string;
  is_hidden: YesNo;
  children: MenuCategory[];
}

export const menuCategory: z.ZodType<MenuCategory> = z.lazy(() =>
  z.object({
    ca_sn: z.number().int().positive(),
    p_ca_sn: z.number().int().positive().nullable(),
    title: z.string(),
    is_hidden: yesNo,
    children: z.array(menuCategory),
  }),
);

export const menuResponse = z.array(menuCategory);
export type MenuResponse = z.infer<typeof menuResponse>;
