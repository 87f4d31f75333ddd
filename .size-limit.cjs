// Size budgets (gzip), checked by `npm run size` in CI. Every widget folder gets a budget of its own
// automatically; the shared widget runtime (Preact + zod/mini + defineWidget) is budgeted once.
const { readdirSync, existsSync } = require("node:fs");

const NOT_WIDGETS = new Set(["mount", "api", "ui"]);
const widgets = readdirSync("widgets", { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_WIDGETS.has(entry.name))
  .filter(
    (entry) => existsSync(`widgets/${entry.name}/index.tsx`) || existsSync(`widgets/${entry.name}/index.ts`),
  )
  .map((entry) => entry.name);

// Widgets that carry more: booking holds the calendar, the form and react-hook-form (~9 KB of it).
const LIMITS = { booking: "18 KB" };

module.exports = [
  { name: "mount runtime (embed.js)", path: "dist/site/embed.js", limit: "3 KB", gzip: true },
  // Preact + zod/mini (incl. the checks the booking form shares with its handler) + defineWidget.
  { name: "shared widget runtime", path: "dist/site/assets/widget-runtime-*.js", limit: "17 KB", gzip: true },
  ...widgets.map((name) => ({
    name: `widget: ${name}`,
    // Exactly the 8-character hash: "booking-*" would also match "booking-manage-...".
    path: `dist/site/widgets/${name}-????????.js`,
    limit: LIMITS[name] ?? "8 KB",
    gzip: true,
  })),
];
