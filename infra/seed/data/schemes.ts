/** Registered South African medical schemes; ids "1".."14" are stable (practitioners reference them). */
export const medicalSchemes: readonly { id: string; schemeName: string }[] = [
  { id: "1", schemeName: "Discovery Health Medical Scheme" },
  { id: "2", schemeName: "Bonitas Medical Fund" },
  { id: "3", schemeName: "Momentum Health" },
  { id: "4", schemeName: "GEMS (Government Employees Medical Scheme)" },
  { id: "5", schemeName: "Medshield Medical Scheme" },
  { id: "6", schemeName: "Bestmed Medical Scheme" },
  { id: "7", schemeName: "Fedhealth Medical Scheme" },
  { id: "8", schemeName: "Bankmed" },
  { id: "9", schemeName: "Polmed" },
  { id: "10", schemeName: "Profmed" },
  { id: "11", schemeName: "Sizwe Hosmed" },
  { id: "12", schemeName: "KeyHealth" },
  { id: "13", schemeName: "CompCare Wellness Medical Scheme" },
  { id: "14", schemeName: "Medihelp" },
];

/** Rough relative market share, so Discovery and GEMS show up on more profiles than Profmed. */
export const schemeWeights: Readonly<Record<string, number>> = {
  "1": 30,
  "2": 12,
  "3": 9,
  "4": 20,
  "5": 7,
  "6": 8,
  "7": 5,
  "8": 4,
  "9": 5,
  "10": 3,
  "11": 3,
  "12": 3,
  "13": 2,
  "14": 4,
};
