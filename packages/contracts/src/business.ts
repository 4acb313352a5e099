import { z } from 'zod';
import './zod-locale.ts';

/**
 * The business details every page's footer shows (전자상거래법 제10조, 개인정보 보호법 제30조), from the
 * server's configuration. `is_example`: sample values, marked (예시), never in production.
 */
export const businessInfo = z.object({
  company_name: z.string(),
  ceo: z.string(),
  address: z.string(),
  business_reg_no: z.string(),
  /** The Fair Trade Commission's public lookup of this registration number (사업자정보 확인). */
  business_reg_lookup_url: z.string().nullable(),
  mail_order_no: z.string(),
  partnership_email: z.string(),
  partnership_phone: z.string(),
  privacy_officer: z.string(),
  privacy_officer_email: z.string(),
  video_channel_url: z.string(),
  is_example: z.boolean(),
});
export type BusinessInfo = z.infer<typeof businessInfo>;
