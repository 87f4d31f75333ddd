/** Filled at build time from core/api/contract.ts (vite.config.ts and vitest.config.ts `define`). */
declare const __PROTECTED_ROUTES__: readonly string[];
/** Protected routes that also carry the CSRF header (the contract's `csrf: true`). */
declare const __CSRF_PROTECTED_ROUTES__: readonly string[];
