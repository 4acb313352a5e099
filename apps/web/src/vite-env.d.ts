/// <reference types="vite/client" />

/** Business details shown in the footer; set them at build time (see app/site.ts). */
interface ImportMetaEnv {
  readonly VITE_SITE_NAME?: string;
}
