/**
 * Towns and suburbs across all nine provinces. Coordinates are the place's centre (4 decimals);
 * `inland` is the bearing (degrees clockwise from north) towards land for places on the coast, so a
 * jittered practice never lands in the sea. `weight` is a rough share of practices.
 */

import type { PROVINCES } from "../../../core/provinces";

export type Province = (typeof PROVINCES)[number];

export interface Place {
  suburb: string;
  city: string;
  province: Province;
  postalCode: string;
  lat: number;
  lng: number;
  streets: readonly string[];
  weight: number;
  /** Coastal places: bearing towards land; jitter stays within ±60° of it and closer to the centre. */
  inland?: number;
}

// biome-ignore format: one place per line reads better as a table
export const places: readonly Place[] = [
  // Gauteng
  { suburb: "Sandton", city: "Johannesburg", province: "Gauteng", postalCode: "2196", lat: -26.1076, lng: 28.0567, weight: 9, streets: ["Rivonia Road", "Maude Street", "West Street", "Katherine Street", "Fredman Drive"] },
  { suburb: "Rosebank", city: "Johannesburg", province: "Gauteng", postalCode: "2196", lat: -26.1459, lng: 28.0437, weight: 6, streets: ["Oxford Road", "Tyrwhitt Avenue", "Jellicoe Avenue", "Baker Street", "Cradock Avenue"] },
  { suburb: "Melville", city: "Johannesburg", province: "Gauteng", postalCode: "2092", lat: -26.1761, lng: 28.0079, weight: 3, streets: ["7th Street", "4th Avenue", "Main Road", "Motor Street"] },
  { suburb: "Fourways", city: "Johannesburg", province: "Gauteng", postalCode: "2191", lat: -26.0187, lng: 28.0107, weight: 5, streets: ["William Nicol Drive", "Witkoppen Road", "Cedar Road", "Uranium Road"] },
  { suburb: "Orlando West", city: "Soweto", province: "Gauteng", postalCode: "1804", lat: -26.2385, lng: 27.9080, weight: 5, streets: ["Vilakazi Street", "Klipspruit Valley Road", "Mooki Street", "Kumalo Street"] },
  { suburb: "Diepkloof", city: "Soweto", province: "Gauteng", postalCode: "1864", lat: -26.2510, lng: 27.9520, weight: 3, streets: ["Chris Hani Road", "Immink Drive", "Ntsane Street", "Mophosho Street"] },
  { suburb: "Randburg", city: "Johannesburg", province: "Gauteng", postalCode: "2194", lat: -26.0941, lng: 28.0012, weight: 4, streets: ["Hill Street", "Bram Fischer Drive", "Republic Road", "Oak Avenue"] },
  { suburb: "Midrand", city: "Midrand", province: "Gauteng", postalCode: "1685", lat: -25.9964, lng: 28.1279, weight: 4, streets: ["New Road", "Old Pretoria Main Road", "Le Roux Avenue", "Bekker Road"] },
  { suburb: "Hatfield", city: "Pretoria", province: "Gauteng", postalCode: "0083", lat: -25.7487, lng: 28.2380, weight: 5, streets: ["Burnett Street", "Hilda Street", "Park Street", "Arcadia Street", "Grosvenor Street"] },
  { suburb: "Brooklyn", city: "Pretoria", province: "Gauteng", postalCode: "0181", lat: -25.7705, lng: 28.2360, weight: 3, streets: ["Fehrsen Street", "Bronkhorst Street", "Middel Street", "Justice Mahomed Street"] },
  { suburb: "Centurion", city: "Centurion", province: "Gauteng", postalCode: "0157", lat: -25.8603, lng: 28.1894, weight: 5, streets: ["Lenchen Avenue", "Jean Avenue", "Gerhard Street", "Embankment Road"] },
  { suburb: "Benoni", city: "Benoni", province: "Gauteng", postalCode: "1501", lat: -26.1885, lng: 28.3208, weight: 3, streets: ["Tom Jones Street", "Princes Avenue", "Woburn Avenue", "Elston Avenue"] },
  { suburb: "Kempton Park", city: "Kempton Park", province: "Gauteng", postalCode: "1619", lat: -26.1000, lng: 28.2333, weight: 3, streets: ["Monument Road", "Pretoria Road", "Central Avenue", "Long Street"] },
  { suburb: "Tembisa", city: "Tembisa", province: "Gauteng", postalCode: "1632", lat: -25.9964, lng: 28.2268, weight: 3, streets: ["Andrew Mapheto Drive", "Oakmoor Road", "Rev RTJ Namane Drive", "Isimuku Street"] },
  { suburb: "Alberton", city: "Alberton", province: "Gauteng", postalCode: "1449", lat: -26.2679, lng: 28.1222, weight: 2, streets: ["Voortrekker Road", "Van Riebeeck Avenue", "Ring Road", "St Columb Road"] },
  { suburb: "Vanderbijlpark", city: "Vanderbijlpark", province: "Gauteng", postalCode: "1911", lat: -26.7117, lng: 27.8380, weight: 2, streets: ["President Kruger Street", "Hendrik van Eck Boulevard", "Frikkie Meyer Boulevard", "Rutherford Boulevard"] },

  // Western Cape
  { suburb: "Sea Point", city: "Cape Town", province: "Western Cape", postalCode: "8005", lat: -33.9167, lng: 18.3833, weight: 4, inland: 135, streets: ["Main Road", "Regent Road", "High Level Road", "Kloof Road"] },
  { suburb: "Gardens", city: "Cape Town", province: "Western Cape", postalCode: "8001", lat: -33.9340, lng: 18.4110, weight: 4, streets: ["Kloof Street", "Orange Street", "Hof Street", "Breda Street"] },
  { suburb: "Claremont", city: "Cape Town", province: "Western Cape", postalCode: "7708", lat: -33.9806, lng: 18.4653, weight: 5, streets: ["Main Road", "Protea Road", "Dreyer Street", "Belvedere Road", "Vineyard Road"] },
  { suburb: "Khayelitsha", city: "Cape Town", province: "Western Cape", postalCode: "7784", lat: -34.0406, lng: 18.6778, weight: 4, streets: ["Walter Sisulu Road", "Spine Road", "Mew Way", "Steve Biko Road"] },
  { suburb: "Mitchells Plain", city: "Cape Town", province: "Western Cape", postalCode: "7785", lat: -34.0463, lng: 18.6240, weight: 3, streets: ["AZ Berman Drive", "Merrydale Avenue", "Morgenster Road", "Eisleben Road"] },
  { suburb: "Bellville", city: "Cape Town", province: "Western Cape", postalCode: "7530", lat: -33.9000, lng: 18.6333, weight: 4, streets: ["Voortrekker Road", "Durban Road", "Kruskal Avenue", "Carl Cronje Drive"] },
  { suburb: "Durbanville", city: "Cape Town", province: "Western Cape", postalCode: "7550", lat: -33.8324, lng: 18.6470, weight: 3, streets: ["Wellington Road", "Oxford Street", "Church Street", "Tygerberg Valley Road"] },
  { suburb: "Stellenbosch", city: "Stellenbosch", province: "Western Cape", postalCode: "7600", lat: -33.9346, lng: 18.8668, weight: 3, streets: ["Dorp Street", "Andringa Street", "Bird Street", "Merriman Avenue", "Plein Street"] },
  { suburb: "Somerset West", city: "Somerset West", province: "Western Cape", postalCode: "7130", lat: -34.0757, lng: 18.8433, weight: 2, streets: ["Main Road", "Bright Street", "Victoria Street", "Lourensford Road"] },
  { suburb: "Paarl", city: "Paarl", province: "Western Cape", postalCode: "7646", lat: -33.7338, lng: 18.9752, weight: 2, streets: ["Main Street", "Lady Grey Street", "Berg River Boulevard", "Market Street"] },
  { suburb: "Worcester", city: "Worcester", province: "Western Cape", postalCode: "6850", lat: -33.6465, lng: 19.4485, weight: 1, streets: ["High Street", "Church Street", "Durban Street", "Baring Street"] },
  { suburb: "George", city: "George", province: "Western Cape", postalCode: "6529", lat: -33.9630, lng: 22.4617, weight: 2, streets: ["York Street", "Courtenay Street", "Cradock Street", "Market Street"] },
  { suburb: "Oudtshoorn", city: "Oudtshoorn", province: "Western Cape", postalCode: "6625", lat: -33.5923, lng: 22.2010, weight: 1, streets: ["Baron van Reede Street", "High Street", "Voortrekker Road", "Church Street"] },

  // KwaZulu-Natal
  { suburb: "Umhlanga", city: "Durban", province: "KwaZulu-Natal", postalCode: "4319", lat: -29.7256, lng: 31.0850, weight: 5, inland: 270, streets: ["Lighthouse Road", "Chartwell Drive", "Umhlanga Rocks Drive", "Ridge Road", "Palm Boulevard"] },
  { suburb: "Morningside", city: "Durban", province: "KwaZulu-Natal", postalCode: "4001", lat: -29.8290, lng: 31.0150, weight: 4, streets: ["Florida Road", "Innes Road", "Lilian Ngoyi Road", "Montpelier Road"] },
  { suburb: "Westville", city: "Durban", province: "KwaZulu-Natal", postalCode: "3629", lat: -29.8300, lng: 30.9300, weight: 3, streets: ["Jan Hofmeyr Road", "Buckingham Terrace", "Blair Atholl Drive", "Westville Road"] },
  { suburb: "Umlazi", city: "Durban", province: "KwaZulu-Natal", postalCode: "4031", lat: -29.9700, lng: 30.8833, weight: 3, streets: ["Mangosuthu Highway", "Griffiths Mxenge Highway", "Kwa-Mnyandu Road", "Ndabezitha Road"] },
  { suburb: "Ballito", city: "Ballito", province: "KwaZulu-Natal", postalCode: "4420", lat: -29.5390, lng: 31.2144, weight: 2, inland: 290, streets: ["Ballito Drive", "Compensation Beach Road", "Leonora Drive", "Link Road"] },
  { suburb: "Pietermaritzburg", city: "Pietermaritzburg", province: "KwaZulu-Natal", postalCode: "3201", lat: -29.6168, lng: 30.3928, weight: 4, streets: ["Langalibalele Street", "Chief Albert Luthuli Street", "Boom Street", "Loop Street", "Pietermaritz Street"] },
  { suburb: "Richards Bay", city: "Richards Bay", province: "KwaZulu-Natal", postalCode: "3900", lat: -28.7830, lng: 32.0377, weight: 2, inland: 330, streets: ["Krugerrand", "Bullion Boulevard", "Dollar Drive", "Lira Link"] },
  { suburb: "Newcastle", city: "Newcastle", province: "KwaZulu-Natal", postalCode: "2940", lat: -27.7580, lng: 29.9318, weight: 2, streets: ["Allen Street", "Scott Street", "Harding Street", "Victoria Street"] },
  { suburb: "Port Shepstone", city: "Port Shepstone", province: "KwaZulu-Natal", postalCode: "4240", lat: -30.7414, lng: 30.4550, weight: 1, inland: 290, streets: ["Aiken Street", "Nelson Mandela Drive", "Reynolds Street", "Bisset Street"] },
  { suburb: "Kokstad", city: "Kokstad", province: "KwaZulu-Natal", postalCode: "4700", lat: -30.5472, lng: 29.4242, weight: 1, streets: ["Hope Street", "Main Street", "Barker Street", "Murray Street"] },

  // Eastern Cape
  { suburb: "Walmer", city: "Gqeberha", province: "Eastern Cape", postalCode: "6070", lat: -33.9780, lng: 25.5850, weight: 3, streets: ["Main Road", "Heugh Road", "8th Avenue", "Church Road"] },
  { suburb: "Newton Park", city: "Gqeberha", province: "Eastern Cape", postalCode: "6045", lat: -33.9480, lng: 25.5660, weight: 2, streets: ["Cape Road", "Hurd Street", "Fourth Avenue", "Pickering Street"] },
  { suburb: "Vincent", city: "East London", province: "Eastern Cape", postalCode: "5247", lat: -32.9930, lng: 27.9020, weight: 3, streets: ["Devereux Avenue", "Park Avenue", "Chamberlain Road", "Pearce Street"] },
  { suburb: "Mthatha", city: "Mthatha", province: "Eastern Cape", postalCode: "5100", lat: -31.5889, lng: 28.7844, weight: 2, streets: ["Sutherland Street", "Nelson Mandela Drive", "York Road", "Madeira Street", "Leeds Street"] },
  { suburb: "Makhanda", city: "Makhanda", province: "Eastern Cape", postalCode: "6139", lat: -33.3042, lng: 26.5328, weight: 1, streets: ["High Street", "African Street", "Beaufort Street", "Hill Street"] },
  { suburb: "Komani", city: "Komani", province: "Eastern Cape", postalCode: "5320", lat: -31.8976, lng: 26.8753, weight: 1, streets: ["Cathcart Road", "Robinson Road", "Shepstone Street", "Prince Alfred Street"] },

  // Free State
  { suburb: "Westdene", city: "Bloemfontein", province: "Free State", postalCode: "9301", lat: -29.1075, lng: 26.2015, weight: 3, streets: ["Kellner Street", "Zastron Street", "Parfitt Avenue", "Nelson Mandela Drive"] },
  { suburb: "Bloemfontein Central", city: "Bloemfontein", province: "Free State", postalCode: "9301", lat: -29.1211, lng: 26.2140, weight: 2, streets: ["Charlotte Maxeke Street", "St Andrew Street", "Aliwal Street", "West Burger Street"] },
  { suburb: "Welkom", city: "Welkom", province: "Free State", postalCode: "9459", lat: -27.9864, lng: 26.7066, weight: 2, streets: ["Stateway", "Heeren Street", "Buiten Street", "Tulbagh Street"] },
  { suburb: "Bethlehem", city: "Bethlehem", province: "Free State", postalCode: "9701", lat: -28.2308, lng: 28.3071, weight: 1, streets: ["Church Street", "Muller Street", "Louw Street", "Boshoff Street"] },
  { suburb: "Kroonstad", city: "Kroonstad", province: "Free State", postalCode: "9499", lat: -27.6504, lng: 27.2349, weight: 1, streets: ["Cross Street", "Reitz Street", "Murray Street", "Brand Street"] },

  // Limpopo
  { suburb: "Polokwane", city: "Polokwane", province: "Limpopo", postalCode: "0699", lat: -23.9045, lng: 29.4689, weight: 4, streets: ["Thabo Mbeki Street", "Grobler Street", "Landdros Mare Street", "Biccard Street"] },
  { suburb: "Tzaneen", city: "Tzaneen", province: "Limpopo", postalCode: "0850", lat: -23.8332, lng: 30.1635, weight: 2, streets: ["Danie Joubert Street", "Agatha Street", "Lannie Street", "Peace Street"] },
  { suburb: "Thohoyandou", city: "Thohoyandou", province: "Limpopo", postalCode: "0950", lat: -22.9456, lng: 30.4850, weight: 2, streets: ["Mphephu Street", "Punda Maria Road", "Makwarela Road", "Sibasa Road"] },
  { suburb: "Mokopane", city: "Mokopane", province: "Limpopo", postalCode: "0600", lat: -24.1944, lng: 29.0097, weight: 1, streets: ["Thabo Mbeki Drive", "Retief Street", "Hooge Street", "Kerk Street"] },

  // Mpumalanga
  { suburb: "Mbombela", city: "Mbombela", province: "Mpumalanga", postalCode: "1200", lat: -25.4745, lng: 30.9703, weight: 3, streets: ["Brown Street", "Ferreira Street", "Henshall Street", "Samora Machel Drive"] },
  { suburb: "Emalahleni", city: "Emalahleni", province: "Mpumalanga", postalCode: "1035", lat: -25.8713, lng: 29.2332, weight: 2, streets: ["Mandela Street", "OR Tambo Street", "Botha Avenue", "Kruger Street"] },
  { suburb: "Middelburg", city: "Middelburg", province: "Mpumalanga", postalCode: "1050", lat: -25.7751, lng: 29.4648, weight: 1, streets: ["Cowen Ntuli Street", "Walter Sisulu Street", "Joubert Street", "Bank Street"] },
  { suburb: "Ermelo", city: "Ermelo", province: "Mpumalanga", postalCode: "2351", lat: -26.5333, lng: 29.9833, weight: 1, streets: ["Church Street", "Taute Street", "De Clercq Street", "Jan van Riebeeck Street"] },

  // North West
  { suburb: "Rustenburg", city: "Rustenburg", province: "North West", postalCode: "0299", lat: -25.6676, lng: 27.2421, weight: 3, streets: ["Nelson Mandela Drive", "Fatima Bhayat Street", "Beyers Naude Drive", "Steen Street"] },
  { suburb: "Mahikeng", city: "Mahikeng", province: "North West", postalCode: "2745", lat: -25.8652, lng: 25.6442, weight: 2, streets: ["Shippard Street", "Main Street", "Martin Street", "Victoria Road"] },
  { suburb: "Klerksdorp", city: "Klerksdorp", province: "North West", postalCode: "2571", lat: -26.8521, lng: 26.6672, weight: 2, streets: ["OR Tambo Street", "Emily Hobhouse Street", "Leask Street", "Buffeldoorn Road"] },
  { suburb: "Potchefstroom", city: "Potchefstroom", province: "North West", postalCode: "2531", lat: -26.7145, lng: 27.0970, weight: 2, streets: ["Walter Sisulu Avenue", "Peter Mokaba Street", "Steve Biko Avenue", "Hoffman Street"] },
  { suburb: "Brits", city: "Brits", province: "North West", postalCode: "0250", lat: -25.6347, lng: 27.7802, weight: 1, streets: ["Van Velden Street", "Murray Avenue", "Reservoir Street", "De Wet Street"] },

  // Northern Cape
  { suburb: "Kimberley", city: "Kimberley", province: "Northern Cape", postalCode: "8301", lat: -28.7323, lng: 24.7623, weight: 2, streets: ["Du Toitspan Road", "Jones Street", "Long Street", "Bultfontein Road"] },
  { suburb: "Upington", city: "Upington", province: "Northern Cape", postalCode: "8801", lat: -28.4478, lng: 21.2561, weight: 1, streets: ["Schröder Street", "Scott Street", "Le Roux Street", "Mark Street"] },
  { suburb: "Springbok", city: "Springbok", province: "Northern Cape", postalCode: "8240", lat: -29.6643, lng: 17.8865, weight: 1, streets: ["Voortrekker Street", "Van Riebeeck Street", "Namakwa Street", "Hospital Street"] },
  { suburb: "Kuruman", city: "Kuruman", province: "Northern Cape", postalCode: "8460", lat: -27.4524, lng: 23.4325, weight: 1, streets: ["Main Street", "Beare Street", "Voortrekker Street", "Livingstone Road"] },
  { suburb: "De Aar", city: "De Aar", province: "Northern Cape", postalCode: "7000", lat: -30.6497, lng: 24.0123, weight: 1, streets: ["Voortrekker Street", "Station Street", "Church Street", "Main Street"] },
];

/** Rough lat/lng boxes per province, used by tests to catch a swapped or mistyped coordinate. */
export const provinceBounds: Record<
  Province,
  { minLat: number; maxLat: number; minLng: number; maxLng: number }
> = {
  Gauteng: { minLat: -26.95, maxLat: -25.1, minLng: 27.2, maxLng: 29.0 },
  "Western Cape": { minLat: -34.9, maxLat: -31.0, minLng: 17.7, maxLng: 24.0 },
  "KwaZulu-Natal": { minLat: -31.2, maxLat: -26.8, minLng: 28.8, maxLng: 32.95 },
  "Eastern Cape": { minLat: -34.3, maxLat: -30.0, minLng: 22.7, maxLng: 30.2 },
  "Free State": { minLat: -30.8, maxLat: -26.6, minLng: 24.3, maxLng: 29.8 },
  Limpopo: { minLat: -25.5, maxLat: -22.1, minLng: 26.3, maxLng: 31.9 },
  Mpumalanga: { minLat: -27.3, maxLat: -24.4, minLng: 28.1, maxLng: 32.1 },
  "North West": { minLat: -28.0, maxLat: -24.6, minLng: 22.6, maxLng: 28.4 },
  "Northern Cape": { minLat: -32.9, maxLat: -24.7, minLng: 16.4, maxLng: 25.6 },
};

/** Languages commonly spoken in each province besides English (most common first). */
export const provinceLanguages: Record<Province, readonly string[]> = {
  Gauteng: ["isiZulu", "Sesotho", "Setswana", "Sepedi", "Afrikaans", "isiXhosa", "Xitsonga"],
  "Western Cape": ["Afrikaans", "isiXhosa"],
  "KwaZulu-Natal": ["isiZulu", "Afrikaans", "isiXhosa"],
  "Eastern Cape": ["isiXhosa", "Afrikaans"],
  "Free State": ["Sesotho", "Afrikaans", "Setswana"],
  Limpopo: ["Sepedi", "Xitsonga", "Tshivenda", "Afrikaans"],
  Mpumalanga: ["siSwati", "isiZulu", "isiNdebele", "Afrikaans"],
  "North West": ["Setswana", "Afrikaans", "Sesotho"],
  "Northern Cape": ["Afrikaans", "Setswana"],
};
