/// <reference types="vite/client" />

/** Business details shown in the footer; set them at build time (see app/site.ts). */
interface ImportMetaEnv {
  readonly VITE_SITE_NAME?: string;
  readonly VITE_COMPANY_NAME?: string;
  readonly VITE_COMPANY_CEO?: string;
  readonly VITE_COMPANY_ADDRESS?: string;
  readonly VITE_BUSINESS_REG_NO?: string;
  readonly VITE_MAIL_ORDER_NO?: string;
  readonly VITE_PARTNERSHIP_EMAIL?: string;
  readonly VITE_PARTNERSHIP_PHONE?: string;
  readonly VITE_VIDEO_CHANNEL_URL?: string;
  readonly VITE_COPYRIGHT?: string;
}
