import * as z from "./z";

/** GET /api/get/feature/services: a list of { id, name, image } (spec section 3 "Featured service"). */
export const featuredService = z.object({ id: z.string(), name: z.string(), image: z.string() });
export type FeaturedService = z.infer<typeof featuredService>;
