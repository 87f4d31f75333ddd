/** Filled at build time from core/api/contract.ts (vite.config.ts and vitest.config.ts `define`). */
declare const __PROTECTED_ROUTES__: readonly string[];
