/**
 * Professions with their relative frequency, registration-number prefix (HPCSA board codes; "SW"
 * for social workers, who register with the SACSSP, and "ASCHP" for lay counsellors), qualifications,
 * services and focus-area statements. Service names here are the ones search and featured services match on.
 */
import type { Duration, WorkWith } from "../../../functions/data/items";

export type ScheduleStyle = "clinic" | "therapy" | "allied";

export interface Profession {
  name: string;
  weight: number;
  /** Share of women in the profession, for names and titles. */
  femaleShare: number;
  registrationPrefix: string;
  /** Medical doctors are always "Dr". */
  medical: boolean;
  /** One alternative is picked from each slot, in order. */
  qualifications: readonly (readonly string[])[];
  /** Doctorates make a non-medical practitioner "Dr". */
  doctorate?: { probability: number; options: readonly string[] };
  extraQualifications: readonly string[];
  /** Always offered (at least the first), then topped up from `services`. */
  coreServices: readonly string[];
  services: readonly string[];
  focusAreas: readonly string[];
  durations: readonly (readonly [Duration, number])[];
  schedule: ScheduleStyle;
  workWith: readonly (readonly [WorkWith, number])[];
  /** Used in made-up practice domains: mkhize-psychology-17.example */
  practiceKind: string;
}

const medicalDegrees = [
  "MBChB (UCT)",
  "MBBCh (Wits)",
  "MB ChB (UKZN)",
  "MBChB (UP)",
  "MBChB (Stellenbosch)",
  "MBChB (UFS)",
  "MBChB (WSU)",
  "MBChB (SMU)",
];
const psychHonours = [
  "BA Hons Psychology (UP)",
  "BA Hons Psychology (Wits)",
  "BSocSc Hons Psychology (UCT)",
  "BA Hons Psychology (Stellenbosch)",
  "BSocSc Hons Psychology (UKZN)",
  "BA Hons Psychology (UFS)",
  "BA Hons Psychology (NWU)",
  "BA Hons Psychology (UNISA)",
];
const clinicalMasters = [
  "MA Clinical Psychology (Wits)",
  "MA Clinical Psychology (UP)",
  "MA Clinical Psychology (UKZN)",
  "MA Clinical Psychology (Stellenbosch)",
  "MA Clinical Psychology (Rhodes)",
  "MA Clinical Psychology (UCT)",
  "MA Clinical Psychology (NMU)",
  "MA Clinical Psychology (UL)",
];
const counsellingMasters = [
  "MA Counselling Psychology (UJ)",
  "MA Counselling Psychology (UFS)",
  "MA Counselling Psychology (UP)",
  "MA Counselling Psychology (UKZN)",
  "MA Counselling Psychology (NWU)",
  "MA Counselling Psychology (UNISA)",
];
const psychDoctorates = [
  "PhD Psychology (UCT)",
  "DPhil Psychology (UP)",
  "PhD Psychology (Wits)",
  "PhD Psychology (Stellenbosch)",
  "DLitt et Phil Psychology (UJ)",
];
const therapyServices = [
  "Individual therapy",
  "Couples counselling",
  "Trauma counselling",
  "Grief counselling",
  "CBT",
  "EMDR",
  "Family therapy",
  "Adolescent therapy",
  "Online therapy",
  "Child psychology",
  "Psychometric assessment",
  "ADHD assessment",
  "Play therapy",
  "Anxiety and depression therapy",
  "Burnout and stress management",
];
const therapyFocus = [
  "Anxiety, depression and burnout in working adults, using evidence-based CBT and mindfulness.",
  "Trauma recovery after crime, accidents and gender-based violence, with EMDR and trauma-focused CBT.",
  "Relationship difficulties, communication and rebuilding trust for couples at any stage.",
  "Grief and loss, including the complicated grief that follows sudden or violent death.",
  "Teenagers navigating exam stress, identity, bullying and family conflict.",
  "Postnatal depression and the emotional load of new parenthood.",
  "Young adults dealing with university pressure, career uncertainty and social anxiety.",
  "LGBTQIA+ affirming therapy in a safe, non-judgemental space.",
  "Chronic illness, pain and the emotional side of living with a long-term diagnosis.",
  "Substance use and recovery, working alongside families and support groups.",
  "Self-esteem, perfectionism and people-pleasing.",
];

// biome-ignore format: data table
export const professions: readonly Profession[] = [
  {
    name: "General Practitioner", femaleShare: 0.5, weight: 22, registrationPrefix: "MP", medical: true,
    qualifications: [medicalDegrees],
    extraQualifications: ["Dip PEC (SA)", "DCH (SA)", "Dip HIV Man (SA)", "Dip Obst (SA)", "MFamMed (Stellenbosch)"],
    coreServices: ["General check-up"],
    services: ["Chronic illness management", "Family planning", "Child vaccinations", "Sick notes", "Medication review", "Pap smears", "HIV testing and counselling", "Men's health", "Women's health", "Travel medicine", "Minor procedures", "Telehealth consultations"],
    focusAreas: [
      "Family medicine for all ages, from baby clinics to caring for elderly parents.",
      "Managing chronic conditions such as diabetes, hypertension and asthma with clear, practical plans.",
      "Women's health, contraception and family planning.",
      "Preventive care: screening, vaccinations and lifestyle advice that fits real life.",
      "HIV testing, PrEP and ongoing care in a confidential setting.",
      "Same-day appointments for acute illness, sick notes and minor injuries.",
      "Men's health, including screening and honest conversations about mental wellbeing.",
    ],
    durations: [[20, 1], [30, 1]], schedule: "clinic",
    workWith: [["both", 65], ["Medical Aid", 15], ["Cash-Card", 20]], practiceKind: "family-practice",
  },
  {
    name: "Clinical Psychologist", femaleShare: 0.75, weight: 14, registrationPrefix: "PS", medical: false,
    qualifications: [psychHonours, clinicalMasters],
    doctorate: { probability: 0.2, options: psychDoctorates },
    extraQualifications: ["EMDR Level 2 (EMDR Institute)", "Cert Schema Therapy", "Cert DBT Skills", "Cert Gottman Method Level 1"],
    coreServices: ["Individual therapy"],
    services: therapyServices,
    focusAreas: therapyFocus,
    durations: [[60, 1]], schedule: "therapy",
    workWith: [["both", 55], ["Medical Aid", 20], ["Cash-Card", 25]], practiceKind: "psychology",
  },
  {
    name: "Counselling Psychologist", femaleShare: 0.78, weight: 10, registrationPrefix: "PS", medical: false,
    qualifications: [psychHonours, counsellingMasters],
    doctorate: { probability: 0.12, options: psychDoctorates },
    extraQualifications: ["Cert Gottman Method Level 1", "Cert Narrative Therapy", "EMDR Level 1 (EMDR Institute)"],
    coreServices: ["Individual therapy"],
    services: [...therapyServices, "Career counselling"],
    focusAreas: therapyFocus,
    durations: [[60, 1]], schedule: "therapy",
    workWith: [["both", 55], ["Medical Aid", 20], ["Cash-Card", 25]], practiceKind: "psychology",
  },
  {
    name: "Psychologist", femaleShare: 0.75, weight: 8, registrationPrefix: "PS", medical: false,
    qualifications: [psychHonours, [...clinicalMasters, ...counsellingMasters]],
    doctorate: { probability: 0.15, options: psychDoctorates },
    extraQualifications: ["Cert Play Therapy", "Cert Mindfulness-Based Stress Reduction", "EMDR Level 1 (EMDR Institute)"],
    coreServices: ["Individual therapy"],
    services: therapyServices,
    focusAreas: therapyFocus,
    durations: [[60, 1]], schedule: "therapy",
    workWith: [["both", 55], ["Medical Aid", 20], ["Cash-Card", 25]], practiceKind: "psychology",
  },
  {
    name: "Educational Psychologist", femaleShare: 0.85, weight: 4, registrationPrefix: "PS", medical: false,
    qualifications: [psychHonours, ["MEd Educational Psychology (UP)", "MEd Educational Psychology (UJ)", "MEd Educational Psychology (Stellenbosch)", "MEd Educational Psychology (Wits)", "MEd Educational Psychology (NWU)"]],
    doctorate: { probability: 0.1, options: ["PhD Educational Psychology (UP)", "PhD Educational Psychology (Stellenbosch)"] },
    extraQualifications: ["Cert Play Therapy", "Cert Sandtray Therapy"],
    coreServices: ["Child psychology"],
    services: ["ADHD assessment", "Scholastic assessment", "Play therapy", "Career counselling", "Learning support", "Adolescent therapy", "School readiness assessment", "Parent guidance"],
    focusAreas: [
      "Learning difficulties, concentration problems and school readiness in children.",
      "ADHD and learning assessments with practical feedback for parents and teachers.",
      "Subject choice and career guidance for Grade 9 and matric learners.",
      "Anxiety, bullying and adjustment difficulties in primary school children.",
      "Remote learning and exam stress for high school learners.",
    ],
    durations: [[60, 1]], schedule: "therapy",
    workWith: [["both", 45], ["Medical Aid", 15], ["Cash-Card", 40]], practiceKind: "ed-psych",
  },
  {
    name: "Psychiatrist", femaleShare: 0.45, weight: 6, registrationPrefix: "MP", medical: true,
    qualifications: [medicalDegrees, ["FCPsych(SA)"]],
    extraQualifications: ["MMed (Psych) (UCT)", "MMed (Psych) (Wits)", "MMed Psychiatry (UKZN)", "Cert Child and Adolescent Psychiatry (SA)"],
    coreServices: ["Psychiatric assessment", "Medication management"],
    services: ["Medication review", "ADHD assessment", "Bipolar disorder management", "Depression and anxiety treatment", "Addiction treatment", "Second opinions", "Telehealth consultations"],
    focusAreas: [
      "Mood disorders, including treatment-resistant depression and bipolar disorder.",
      "Adult ADHD assessment and careful medication management.",
      "Anxiety, panic disorder and OCD, combining medication with referral for therapy.",
      "Psychosis and schizophrenia, working closely with families and GPs.",
      "Substance use disorders and dual diagnosis.",
      "Perinatal mental health for mothers before and after birth.",
    ],
    durations: [[30, 1], [60, 2]], schedule: "therapy",
    workWith: [["both", 60], ["Medical Aid", 25], ["Cash-Card", 15]], practiceKind: "psychiatry",
  },
  {
    name: "Registered Counsellor", femaleShare: 0.8, weight: 7, registrationPrefix: "PRC", medical: false,
    qualifications: [["BPsych (UNISA)", "BPsych (NMU)", "BPsych (UKZN)", "BPsych (UWC)", "BPsych (Stellenbosch)", "BPsych Equivalent (SACAP)"]],
    extraQualifications: ["Cert Trauma Counselling (LifeLine)", "Cert Play Therapy", "Cert Employee Wellness"],
    coreServices: ["Individual therapy"],
    services: ["Grief counselling", "Trauma counselling", "Burnout and stress management", "Psychometric screening", "Career counselling", "Online therapy", "Adolescent therapy"],
    focusAreas: [
      "Short-term supportive counselling for stress, adjustment and life transitions.",
      "Trauma debriefing after robberies, hijackings and workplace incidents.",
      "Student wellbeing, study stress and first-year adjustment.",
      "Affordable counselling for people who cannot yet access a psychologist.",
      "Workplace wellness and burnout prevention.",
    ],
    durations: [[60, 1]], schedule: "therapy",
    workWith: [["both", 35], ["Medical Aid", 10], ["Cash-Card", 55]], practiceKind: "counselling",
  },
  {
    name: "Counsellor", femaleShare: 0.75, weight: 8, registrationPrefix: "ASCHP", medical: false,
    qualifications: [["Higher Certificate in Counselling and Communication Skills (SACAP)", "BA Psychology (UNISA)", "Dip Counselling (SACAP)", "BA Hons Psychology (UNISA)"]],
    extraQualifications: ["Cert Lay Counselling (LifeLine)", "Cert Addiction Counselling (SANCA)", "Cert Gottman Method Level 1"],
    coreServices: ["Grief counselling"],
    services: ["Couples counselling", "Trauma counselling", "Addiction counselling", "Burnout and stress management", "Pre-marital counselling", "Online therapy", "HIV testing and counselling"],
    focusAreas: [
      "Walking with people through grief, divorce and other losses.",
      "Pre-marital and couples counselling grounded in practical communication skills.",
      "Support for families affected by addiction.",
      "Faith-sensitive counselling for those who want it.",
      "A listening ear for everyday stress, with referral onwards when more is needed.",
    ],
    durations: [[60, 1]], schedule: "therapy",
    workWith: [["Cash-Card", 80], ["both", 20]], practiceKind: "counselling",
  },
  {
    name: "Social Worker", femaleShare: 0.85, weight: 6, registrationPrefix: "SW", medical: false,
    qualifications: [["BSW (Wits)", "BA Social Work (UJ)", "BSocSc Social Work (UCT)", "Bachelor of Social Work (UKZN)", "BSW (UWC)", "BSW (Stellenbosch)", "BSW (UFH)", "BSW (NWU)"]],
    extraQualifications: ["MSW (UJ)", "MSW Clinical Social Work (UP)", "MA Social Work (Stellenbosch)"],
    coreServices: ["Family therapy"],
    services: ["Trauma counselling", "Grief counselling", "Parenting support", "Family mediation", "Substance abuse counselling", "Play therapy", "Foster care and adoption support"],
    focusAreas: [
      "Families in crisis, parenting plans and mediation after separation.",
      "Children and adolescents affected by abuse, neglect or domestic violence.",
      "Substance abuse counselling and linking families to rehabilitation services.",
      "Foster care, adoption and kinship care support.",
      "Community-based support for older persons and caregivers.",
    ],
    durations: [[60, 1]], schedule: "therapy",
    workWith: [["both", 35], ["Medical Aid", 10], ["Cash-Card", 55]], practiceKind: "social-work",
  },
  {
    name: "Occupational Therapist", femaleShare: 0.92, weight: 5, registrationPrefix: "OT", medical: false,
    qualifications: [["BSc OT (Stellenbosch)", "BSc Occupational Therapy (UCT)", "BOccTher (UP)", "BSc OT (Wits)", "B Occupational Therapy (UKZN)", "BOccTher (UFS)", "BSc OT (UWC)"]],
    extraQualifications: ["Sensory Integration Cert (SAISI)", "MSc OT (Wits)", "NDT Paediatric Cert"],
    coreServices: ["Occupational therapy"],
    services: ["Sensory integration therapy", "Handwriting and fine motor skills", "Play therapy", "School readiness assessment", "Hand therapy", "Return-to-work assessment", "Mental health occupational therapy"],
    focusAreas: [
      "Sensory processing, fine motor and handwriting difficulties in young children.",
      "Getting back to work after injury, burnout or a mental health crisis.",
      "Hand therapy and splinting after injuries and surgery.",
      "School readiness and concentration in the foundation phase.",
      "Daily living skills for adults with mental illness.",
    ],
    durations: [[30, 1], [60, 2]], schedule: "allied",
    workWith: [["both", 60], ["Medical Aid", 20], ["Cash-Card", 20]], practiceKind: "ot",
  },
  {
    name: "Dietitian", femaleShare: 0.92, weight: 4, registrationPrefix: "DT", medical: false,
    qualifications: [["BSc Dietetics (UKZN)", "BSc Dietetics (Stellenbosch)", "BDietetics (UP)", "BSc Dietetics (UCT)", "BSc Dietetics (UFS)", "BSc Dietetics (UWC)", "BSc Dietetics (NWU)"]],
    extraQualifications: ["MNutr (Stellenbosch)", "Cert Diabetes Education"],
    coreServices: ["Nutrition counselling"],
    services: ["Weight management", "Diabetes nutrition", "Sports nutrition", "Paediatric nutrition", "Eating disorder support", "Meal planning", "Chronic illness management"],
    focusAreas: [
      "Diabetes, cholesterol and blood pressure management through realistic eating plans.",
      "Sustainable weight management without fad diets.",
      "Eating disorder recovery, working alongside psychologists and GPs.",
      "Sports nutrition for school and club athletes.",
      "Feeding difficulties and nutrition for babies and toddlers.",
    ],
    durations: [[30, 2], [60, 3]], schedule: "allied",
    workWith: [["both", 55], ["Medical Aid", 20], ["Cash-Card", 25]], practiceKind: "dietitians",
  },
  {
    name: "Physiotherapist", femaleShare: 0.72, weight: 4, registrationPrefix: "PT", medical: false,
    qualifications: [["BSc Physiotherapy (UCT)", "BPhysio (UP)", "BSc Physiotherapy (Wits)", "BSc Physiotherapy (UWC)", "BSc Physiotherapy (Stellenbosch)", "BPhysT (UKZN)", "BSc Physiotherapy (UFS)"]],
    extraQualifications: ["MSc Sports Physiotherapy (Wits)", "Cert Dry Needling", "Cert Manual Therapy (OMT)"],
    coreServices: ["Sports injury rehabilitation"],
    services: ["Back and neck pain", "Post-surgical rehabilitation", "Dry needling", "Chest physiotherapy", "Neurological rehabilitation", "Chronic illness management"],
    focusAreas: [
      "Running, rugby and netball injuries, with a clear plan back to sport.",
      "Back and neck pain from long hours at a desk or behind the wheel.",
      "Rehabilitation after joint replacement and orthopaedic surgery.",
      "Stroke and neurological rehabilitation at home or in the rooms.",
    ],
    durations: [[30, 4], [60, 1]], schedule: "allied",
    workWith: [["both", 65], ["Medical Aid", 20], ["Cash-Card", 15]], practiceKind: "physio",
  },
  {
    name: "Speech Therapist", femaleShare: 0.95, weight: 2, registrationPrefix: "ST", medical: false,
    qualifications: [["BSc Speech-Language Pathology (UCT)", "BCommunication Pathology (UP)", "BA Speech and Hearing Therapy (Wits)", "BSc Speech-Language Pathology (Wits)", "B Speech-Language Pathology (UKZN)"]],
    extraQualifications: ["Cert Lidcombe Program", "MA Speech-Language Pathology (UP)"],
    coreServices: ["Speech and language assessment"],
    services: ["Stuttering therapy", "Language delay therapy", "Swallowing therapy", "Voice therapy", "Auditory processing therapy", "Play therapy"],
    focusAreas: [
      "Late talkers and language delay in toddlers, with coaching for parents.",
      "Stuttering in children and adults.",
      "Swallowing and communication after stroke.",
      "Multilingual children: supporting home languages alongside English at school.",
    ],
    durations: [[30, 2], [60, 3]], schedule: "allied",
    workWith: [["both", 55], ["Medical Aid", 20], ["Cash-Card", 25]], practiceKind: "speech-therapy",
  },
];
