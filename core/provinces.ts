/** South Africa's nine provinces, as the profile form offers them and the gazetteer checks them. */
// Names since the 1994-95 renames (Northern Province -> Limpopo, 2003; North-West -> North West).
export const PROVINCES = [
  "Eastern Cape",
  "Free State",
  "Gauteng",
  "KwaZulu-Natal",
  "Limpopo",
  "Mpumalanga",
  "North West",
  "Northern Cape",
  "Western Cape",
] as const;
