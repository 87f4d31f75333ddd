import { routeGroup } from "../lib/route-group";
import { changeOwnPhoto } from "./own-photo";
import { getOwnProfile, saveOwnProfile } from "./own-profile";

/** Route group "profile-editor": a practitioner's own profile (bearer token). */
export const handler = routeGroup("profile-editor", {
  "GET /api/profile/own": getOwnProfile,
  "POST /api/profile/own": saveOwnProfile,
  "POST /api/profile/photo": changeOwnPhoto,
});
