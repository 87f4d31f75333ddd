import type { Answer } from "../api/responses";

/** GET /api/get/feature/services: a list of { id, name, image } (spec section 3 "Featured service"). */
export type FeaturedService = Answer<"featuredServices">[number];
