/**
 * South African first names and surnames by community, and which communities are common in each
 * province. Reviewer names ("Thandi M.") come from the same pools.
 */
import type { Province } from "./places";

export type Community =
  | "afrikaans"
  | "cape"
  | "english"
  | "indian"
  | "zulu"
  | "xhosa"
  | "sotho"
  | "tswana"
  | "pedi"
  | "venda"
  | "tsonga"
  | "swati"
  | "ndebele";

export interface NamePool {
  female: readonly string[];
  male: readonly string[];
  surnames: readonly string[];
  /** Home language besides English, if the community commonly speaks one. */
  language?: string;
}

const zuluFemale = [
  "Thandeka",
  "Nomvula",
  "Zanele",
  "Nokuthula",
  "Sibongile",
  "Lindiwe",
  "Ayanda",
  "Nompumelelo",
  "Zodwa",
  "Nonhlanhla",
  "Thuli",
  "Hlengiwe",
  "Nosipho",
  "Sbahle",
];
const zuluMale = [
  "Sipho",
  "Themba",
  "Bongani",
  "Sibusiso",
  "Mandla",
  "Nkosinathi",
  "Lwazi",
  "Sandile",
  "Musa",
  "Siyabonga",
  "Mthunzi",
  "Sifiso",
  "Njabulo",
  "Thulani",
];

// biome-ignore format: name lists read better packed
export const namePools: Record<Community, NamePool> = {
  afrikaans: {
    female: ["Annelize", "Marike", "Elmarie", "Carla", "Liezl", "Anri", "Elize", "Marlize", "Ilse", "Mariska", "Suné", "Riana", "Chantelle", "Jolene", "Karin", "Lizette"],
    male: ["Johan", "Pieter", "Hendrik", "Jaco", "Francois", "Willem", "Gerhard", "Riaan", "Stefan", "Deon", "Wynand", "Ruan", "Christo", "Jannie", "Louw"],
    surnames: ["van der Merwe", "Botha", "Pretorius", "du Plessis", "Steyn", "Venter", "Nel", "Fourie", "Coetzee", "Joubert", "le Roux", "Swanepoel", "Kruger", "van Wyk", "Visser", "Smit", "Olivier", "Erasmus", "Cilliers", "Badenhorst"],
    language: "Afrikaans",
  },
  cape: {
    female: ["Shireen", "Natasha", "Chanté", "Lee-Ann", "Fatima", "Rashieda", "Bronwyn", "Melanie", "Faldielah", "Nadia", "Tasneem", "Charmaine"],
    male: ["Ashwin", "Clint", "Glenn", "Desmond", "Zaid", "Yusuf", "Ebrahim", "Reagan", "Brandon", "Shaun", "Waleed", "Ricardo"],
    surnames: ["Adams", "Hendricks", "Petersen", "Jacobs", "Isaacs", "Abrahams", "Williams", "Davids", "Jansen", "Arendse", "Solomons", "Salie", "February", "Julies", "Daniels", "Fortuin"],
    language: "Afrikaans",
  },
  english: {
    female: ["Sarah", "Emma", "Jessica", "Claire", "Nicola", "Kirsten", "Megan", "Lauren", "Caroline", "Gillian", "Rebecca", "Hannah", "Tanya", "Kerry"],
    male: ["Michael", "David", "James", "Craig", "Gareth", "Andrew", "Richard", "Sean", "Bruce", "Grant", "Matthew", "Warren", "Justin", "Daniel"],
    surnames: ["Smith", "Taylor", "Walker", "Thompson", "Harris", "Edwards", "Cooper", "Stewart", "Murray", "Robertson", "Fraser", "Campbell", "Bennett", "Collins", "Hughes", "Clarke", "Mitchell", "Cohen", "Levin", "Friedman"],
  },
  indian: {
    female: ["Priya", "Kavitha", "Nirasha", "Anusha", "Thirusha", "Reshma", "Keshni", "Sharmila", "Yashica", "Fathima", "Ayesha", "Shanice", "Verushka", "Kerusha"],
    male: ["Pravin", "Rajesh", "Vishal", "Nivesh", "Kiran", "Sanjay", "Yusuf", "Imraan", "Faizal", "Suresh", "Devan", "Kreason", "Nishan", "Ashveer"],
    surnames: ["Naidoo", "Pillay", "Govender", "Moodley", "Reddy", "Singh", "Maharaj", "Chetty", "Naicker", "Padayachee", "Moosa", "Patel", "Khan", "Essop", "Ramsamy", "Sewpersad", "Moonsamy", "Bhana"],
  },
  zulu: {
    female: zuluFemale,
    male: zuluMale,
    surnames: ["Nkosi", "Dlamini", "Ndlovu", "Zulu", "Mkhize", "Ngcobo", "Khumalo", "Buthelezi", "Mthembu", "Shabalala", "Cele", "Zungu", "Gumede", "Sithole", "Ntuli", "Hadebe", "Ngubane", "Msomi", "Mkhwanazi", "Magwaza"],
    language: "isiZulu",
  },
  xhosa: {
    female: ["Siphokazi", "Ntombizodwa", "Asanda", "Nomsa", "Akhona", "Lulama", "Zintle", "Anele", "Yonela", "Buhle", "Noluthando", "Sinazo", "Ziyanda", "Bulelwa"],
    male: ["Luvuyo", "Lwando", "Siyabulela", "Mzwandile", "Xolani", "Thembinkosi", "Vuyo", "Sizwe", "Lunga", "Athenkosi", "Khaya", "Lindani", "Mthetheleli", "Andile"],
    surnames: ["Mgijima", "Sobekwa", "Dyantyi", "Ngcukana", "Mayekiso", "Nkwinti", "Ntlabati", "Booi", "Matiwane", "Dlulane", "Hlazo", "Mancotywa", "Mtyobile", "Gxowa", "Tyali", "Qwesha", "Ndzimela", "Sityata"],
    language: "isiXhosa",
  },
  sotho: {
    female: ["Palesa", "Lerato", "Mpho", "Dineo", "Refiloe", "Nthabiseng", "Puleng", "Limpho", "Keneuoe", "Mamello", "Lineo", "Bohlale"],
    male: ["Teboho", "Thabo", "Tshepo", "Katleho", "Lehlohonolo", "Motlatsi", "Neo", "Rethabile", "Tsepang", "Tumelo", "Paballo", "Mohau"],
    surnames: ["Mokoena", "Mofokeng", "Moloi", "Motaung", "Tsotetsi", "Radebe", "Letsie", "Mohapi", "Makhetha", "Lebona", "Nthako", "Sello", "Ramokhoase", "Mokhele"],
    language: "Sesotho",
  },
  tswana: {
    female: ["Boitumelo", "Kgomotso", "Onalenna", "Tshegofatso", "Keabetswe", "Gaone", "Kelebogile", "Masego", "Lesedi", "Refilwe", "Goitsemang", "Dikeledi"],
    male: ["Kagiso", "Tebogo", "Thato", "Oratile", "Kabelo", "Lesego", "Modise", "Tumisang", "Omphemetse", "Bakang", "Itumeleng", "Katlego"],
    surnames: ["Molefe", "Mokgosi", "Sebego", "Seleka", "Modise", "Mogale", "Pitso", "Kgosana", "Setlhare", "Mothibi", "Moagi", "Sebotho", "Diale", "Moeng"],
    language: "Setswana",
  },
  pedi: {
    female: ["Mmathapelo", "Mahlatse", "Dimakatso", "Kgaugelo", "Mapula", "Lebogang", "Phuti", "Mokgadi", "Nkateko", "Raesetja"],
    male: ["Tshepiso", "Thabang", "Lethabo", "Karabo", "Pholoso", "Kamogelo", "Mogau", "Mpho", "Tebatso", "Kgothatso"],
    surnames: ["Mphahlele", "Ledwaba", "Maake", "Mabotja", "Ramokgopa", "Seabi", "Makgoba", "Matlala", "Letsoalo", "Kekana", "Mohale", "Mashego", "Sekgobela", "Maphutha"],
    language: "Sepedi",
  },
  venda: {
    female: ["Mashudu", "Rudzani", "Khathutshelo", "Livhuwani", "Murendeni", "Dakalo", "Lufuno", "Tshilidzi", "Fulufhelo", "Ndivhuwo"],
    male: ["Takalani", "Mulalo", "Tshifhiwa", "Azwinndini", "Thendo", "Vhutshilo", "Ndivhuwo", "Rotondwa", "Phathutshedzo", "Humbulani"],
    surnames: ["Mudau", "Mulaudzi", "Munyai", "Ravele", "Tshivhase", "Netshitenzhe", "Ramabulana", "Nemakonde", "Tshikororo", "Mukwevho", "Nemavhola", "Madzivhandila"],
    language: "Tshivenda",
  },
  tsonga: {
    female: ["Tsakani", "Ntsako", "Rirhandzu", "Nsovo", "Tintswalo", "Khensani", "Mihloti", "Nyiko", "Hlulani", "Vutomi"],
    male: ["Tiyani", "Rhulani", "Vongani", "Amukelani", "Hlayisani", "Nyiko", "Ntsako", "Tsundzuka", "Sydney", "Hlengani"],
    surnames: ["Baloyi", "Maluleke", "Mathebula", "Chauke", "Ngobeni", "Mabunda", "Novela", "Hlungwani", "Nkuna", "Rikhotso", "Mashele", "Shivambu"],
    language: "Xitsonga",
  },
  swati: {
    female: ["Nomcebo", "Phindile", "Lungile", "Nelisiwe", "Sibusisiwe", "Tengetile", "Nokwanda", "Zandile"],
    male: ["Mbuso", "Sabelo", "Mfanafuthi", "Bheki", "Sifiso", "Mcolisi", "Sandiso", "Vusi"],
    surnames: ["Shongwe", "Nkambule", "Mahlalela", "Simelane", "Dlamini", "Mnisi", "Magagula", "Khoza", "Maseko", "Mavuso"],
    language: "siSwati",
  },
  ndebele: {
    female: zuluFemale,
    male: zuluMale,
    surnames: ["Mahlangu", "Masilela", "Skosana", "Msiza", "Mtsweni", "Sibanyoni", "Kabini", "Mabena", "Ndimande", "Masango"],
    language: "isiNdebele",
  },
};

// biome-ignore format: weights read better on one line
export const provinceCommunities: Record<Province, readonly (readonly [Community, number])[]> = {
  Gauteng: [["zulu", 20], ["english", 14], ["sotho", 12], ["afrikaans", 10], ["pedi", 10], ["tswana", 9], ["xhosa", 8], ["tsonga", 6], ["indian", 5], ["venda", 3], ["ndebele", 2], ["cape", 1], ["swati", 1]],
  "Western Cape": [["xhosa", 25], ["afrikaans", 22], ["cape", 22], ["english", 22], ["indian", 2], ["zulu", 2], ["sotho", 2]],
  "KwaZulu-Natal": [["zulu", 55], ["indian", 18], ["english", 14], ["afrikaans", 5], ["xhosa", 5], ["sotho", 2]],
  "Eastern Cape": [["xhosa", 55], ["english", 15], ["afrikaans", 14], ["cape", 8], ["sotho", 3], ["indian", 2]],
  "Free State": [["sotho", 50], ["afrikaans", 20], ["tswana", 10], ["english", 8], ["xhosa", 6], ["zulu", 4]],
  Limpopo: [["pedi", 45], ["tsonga", 20], ["venda", 17], ["afrikaans", 8], ["english", 5], ["zulu", 3], ["ndebele", 2]],
  Mpumalanga: [["swati", 25], ["zulu", 20], ["ndebele", 12], ["afrikaans", 12], ["pedi", 10], ["tsonga", 8], ["english", 8], ["sotho", 5]],
  "North West": [["tswana", 55], ["afrikaans", 18], ["sotho", 8], ["english", 8], ["xhosa", 6], ["zulu", 5]],
  "Northern Cape": [["afrikaans", 35], ["cape", 25], ["tswana", 25], ["english", 9], ["xhosa", 6]],
};
