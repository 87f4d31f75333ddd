/**
 * The seed's demo logins (README "Demo accounts"). Their passwords are published, so these accounts
 * must only ever exist in a local table: the seed refuses other tables, and create-admin refuses
 * these passwords for them. Kept apart from the generator so create-admin can read them without
 * loading it.
 */
export interface DemoAccount {
  role: "admin" | "practitioner";
  email: string;
  password: string;
  /** Practitioner accounts only. */
  practitionerId?: string;
  name: string;
}

const PRACTITIONER_PASSWORD = "Practitioner#2026";

/**
 * Demo logins created by every seed (whatever the seed number): the admin, then practitioners 1-3,
 * whose profiles are fixed in generate.ts. A practitioner account exists only when that many are generated.
 */
export const demoAccounts: readonly DemoAccount[] = [
  { role: "admin", email: "admin@vulahealth.co.za", password: "Admin#2026", name: "Vula Health admin" },
  {
    role: "practitioner",
    email: "thandeka.mkhize@mkhize-psychology.example",
    password: PRACTITIONER_PASSWORD,
    practitionerId: "1",
    name: "Dr Thandeka Mkhize",
  },
  {
    role: "practitioner",
    email: "pieter.vandermerwe@seapoint-family-practice.example",
    password: PRACTITIONER_PASSWORD,
    practitionerId: "2",
    name: "Dr Pieter van der Merwe",
  },
  {
    role: "practitioner",
    email: "lwando.mgijima@mgijima-counselling.example",
    password: PRACTITIONER_PASSWORD,
    practitionerId: "3",
    name: "Mr Lwando Mgijima",
  },
];

/** The demo accounts' passwords, published in the README and printed by `npm start`. */
export const demoPasswords: ReadonlySet<string> = new Set(demoAccounts.map((account) => account.password));
