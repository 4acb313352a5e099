import { z } from 'zod';

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

/** The hot side-menu entry, fixed by the specification. */
export const HOT_CATEGORY = { p_ca_sn: 193, ca_sn: 254, title: '해외선물' } as const;
