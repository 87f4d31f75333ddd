/**
 * `npm run bench`: prints figures, asserts nothing. Record notable figures in docs/benchmarks.md.
 *   npm run bench                                   # function bundles, then search at 1k and 10k
 *   npm run bench -- --sizes 1000,10000,100000      # search sizes (100k seeds ~5M items: ~20 min once)
 *   npm run bench -- --only bundles|search
 */
import { parseArgs } from "node:util";
import { benchFunctionBundles } from "./function-bundles";
import { benchSearch } from "./search";

const { values } = parseArgs({
  options: { sizes: { type: "string", default: "1000,10000" }, only: { type: "string" } },
});
const sizes = (values.sizes ?? "").split(",").map(Number);
if (sizes.some((size) => !Number.isInteger(size) || size < 1)) {
  console.error(`--sizes must be whole numbers separated by commas, got "${values.sizes}"`);
  process.exit(2);
}
if (values.only !== "search") await benchFunctionBundles();
if (values.only !== "bundles") await benchSearch(sizes);
