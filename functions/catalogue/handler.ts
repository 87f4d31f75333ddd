import { routeGroup } from "../lib/route-group";
import {
  addFeaturedService,
  editFeaturedService,
  listFeaturedServices,
  orderFeaturedServices,
} from "./featured-services";
import { addMedicalScheme, editMedicalScheme, listMedicalSchemes } from "./medical-schemes";

/** Route group "catalogue" (issue 29): the admins keep the featured services and the medical schemes. */
export const handler = routeGroup("catalogue", {
  "GET /api/admin/featured-services": listFeaturedServices,
  "POST /api/admin/featured-services/add": addFeaturedService,
  "POST /api/admin/featured-services/edit/{id}": editFeaturedService,
  "POST /api/admin/featured-services/order": orderFeaturedServices,
  "GET /api/admin/medical-schemes": listMedicalSchemes,
  "POST /api/admin/medical-schemes/add": addMedicalScheme,
  "POST /api/admin/medical-schemes/edit/{id}": editMedicalScheme,
});
