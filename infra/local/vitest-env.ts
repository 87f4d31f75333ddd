import { apiEnvironment } from "./stack";
import { testPorts } from "./test-ports";

// Handlers under test read their configuration from the environment, as in Lambda.
Object.assign(process.env, apiEnvironment(testPorts));
