/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives when it is not the page's own origin (spec §7). */
  readonly VITE_API_BASE_URL?: string;
  /** Public address of the site for canonical and alternate links; the page origin otherwise. */
  readonly VITE_SITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
