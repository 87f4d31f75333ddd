import { unlimitedForTests } from "../../functions/lib/rate-limit-config";
import { apiEnvironment } from "./stack";
import { testPorts } from "./test-ports";

// Handlers under test read their configuration from the environment, as in Lambda.
Object.assign(process.env, apiEnvironment(testPorts));

// Every test file calls from 127.0.0.1 with a pinned clock: the production per-address limits would
// trip across files. Suites that test a limit lower it in-process (setRateLimitsForTests).
process.env.RATE_LIMITS = unlimitedForTests();
