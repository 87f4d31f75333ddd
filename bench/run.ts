/**
 * `npm run bench`: prints figures, asserts nothing. Record notable figures in docs/benchmarks.md.
 * Later benchmarks (search at 1k/10k/100k, booking races) add themselves here.
 */
import { benchFunctionBundles } from "./function-bundles";

await benchFunctionBundles();
