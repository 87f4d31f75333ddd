/**
 * GET /api/location/getLocation (admin; spec sections 3 and 7): where the active practitioners
 * practise, for the locations widget's list and map.
 */
import type { Answer } from "../api/responses";

export type LocationRow = Answer<"locations">[number];
