// Size budgets (gzip), checked by `npm run size` in CI. Every widget folder gets a budget of its own
// automatically; the shared widget runtime (Preact + zod/mini + defineWidget) is budgeted once.
const { readdirSync, existsSync } = require("node:fs");

const NOT_WIDGETS = new Set(["mount", "api", "ui", "lib", "embed"]);
const widgets = readdirSync("widgets", { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_WIDGETS.has(entry.name))
  .filter(
    (entry) => existsSync(`widgets/${entry.name}/index.tsx`) || existsSync(`widgets/${entry.name}/index.ts`),
  )
  .map((entry) => entry.name);

// Widgets allowed more than the default 8 KB (none today: react-hook-form is in its own shared chunk).
const LIMITS = {};

module.exports = [
  // The registry grows by one entry (chunk + its preload list) per widget: 3 KB -> 3.75 KB with the
  // review, blog, contact, affiliate and symptom-checker widgets (3.68 KB, 2026-11-24); the admin
  // pages' widgets are in a chunk of their own (widgets/admin-registry.ts); 3.85 KB with the
  // partner embed's booking-frame (3.78 KB, 2026-11-25); 3.95 KB with the affiliate confirm and
  // bank-details widgets (3.87 KB, 2026-11-25); 3.96 KB with issue 23's manage page, so the pages
  // reached only from a mailed link (manage a booking, set a password, confirm an affiliate) got a
  // registry chunk of their own, as the admin pages have: 3.88 KB (2026-11-27).
  // 4.35 KB with issue 27: the search and profile widgets' preload lists name the filters' and the
  // council badge's shared chunks (4.28 KB, 2026-11-27). Moving the admin and link rows of the page
  // table out of this chunk is the way to win bytes back.
  { name: "mount runtime (our pages)", path: "dist/site/assets/mount-*.js", limit: "4.35 KB", gzip: true },
  // The partner embed (vite.embed.config.ts; figures in docs/benchmarks.md, `npm run bench -- --only embed`).
  // The goal: the first open time after <= 25 KB of our scripts and styles, the loader <= 2.5 KB.
  { name: "partner embed loader (embed.js)", path: "dist/site/embed.js", limit: "2.5 KB", gzip: true },
  // base-*.js: the API's address, shared by the calendar and the form's frame.
  {
    name: "partner embed to the first open time (embed.js + calendar, styles inlined)",
    path: ["dist/site/embed.js", "dist/site/embed/booking-embed-*.js", "dist/site/embed/base-*.js"],
    limit: "25 KB",
    gzip: true,
  },
  // The booking form's frame on the partner's page, loaded when a time is chosen; the form itself
  // is our page in that frame (pages-static/embed/booking-form: the booking-frame widget's budget
  // below, the booking form's and the shared runtimes').
  {
    name: "partner embed form frame (host side)",
    path: "dist/site/embed/FramedForm-*.js",
    limit: "2 KB",
    gzip: true,
  },
  // The booking form and its schema, shared by the booking widget (practitioner pages) and the
  // partner frame, so in chunks of their own (3.6 + 0.9 KB, 2026-11-25); with the field set it
  // shares with the admin's phone booking (2026-11-27). The chunks were renamed BookingForm-* and
  // booking-request-* when the form became lazy; the old pattern had matched a 0.3 KB stub since, and
  // the pair was 5.7 KB. 6 KB with the waitlist offer's held-time note (5.87 KB, 2026-11-27).
  {
    name: "booking form and schema (shared chunks)",
    path: ["dist/site/assets/BookingForm-*.js", "dist/site/assets/booking-request-*.js"],
    limit: "6 KB",
    gzip: true,
  },
  // Preact + zod/mini (every zod check any form shares with its handler lands here) + defineWidget.
  // 15 KB -> 17 KB with the booking form, 18 KB with the account forms (2026-11-22); 18.6 KB with
  // the waitlist's join schema (its checks on numbers and lists: 18.57 KB, 2026-11-27).
  // @tanstack/react-table's store would take preact/compat whole into this chunk through the CommonJS
  // use-sync-external-store shim: vite.config.ts aliases that shim to widgets/lib (docs/benchmarks.md).
  {
    name: "shared widget runtime",
    path: "dist/site/assets/widget-runtime-*.js",
    limit: "18.6 KB",
    gzip: true,
  },
  // react-hook-form, the zod resolver and the shared fields (widgets/ui/fields.tsx), shared by every
  // form (vite.config.ts keeps them in one chunk).
  { name: "form runtime", path: "dist/site/assets/zod-resolver-*.js", limit: "13 KB", gzip: true },
  ...widgets.map((name) => ({
    name: `widget: ${name}`,
    // Exactly the 8-character hash: "booking-*" would also match "booking-manage-...".
    path: `dist/site/widgets/${name}-????????.js`,
    limit: LIMITS[name] ?? "8 KB",
    gzip: true,
  })),
];
