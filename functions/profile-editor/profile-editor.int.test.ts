import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { BUSINESS_ONLY_MESSAGE, type ProfileEditInput } from "../../core/schemas/profile-editor";
import { normalize } from "../../core/search-text";
import type { PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { handler as practitionerHandler } from "../practitioner/handler";
import { handler as searchHandler } from "../search/handler";
import { addToSearchIndex } from "../search/index-writer";
import { forgetVocabulary } from "../search/suggestions";
import { apiEvent, invoke } from "../test/api-event";
import { bearer, createAccount, loginAs } from "../test/auth-fixtures";
import { createPractitioner, put, putSchemes } from "../test/booking-fixtures";
import { handler } from "./handler";
import { NOT_A_PRACTITIONER, STALE_VERSION, UNKNOWN_PLACE } from "./own-profile";

beforeAll(putSchemes);

type Headers = Record<string, string>;

const read = (headers: Headers) => invoke(handler, apiEvent("GET", "/api/profile/own", { headers }));
const save = (headers: Headers, body: unknown) =>
  invoke(handler, apiEvent("POST", "/api/profile/own", { headers, body: body as object }));
const publicProfile = (id: string) =>
  invoke(practitionerHandler, apiEvent("GET", "/api/practitioner/users", { query: { id } }));
const search = (query: Record<string, string>) =>
  invoke(searchHandler, apiEvent("GET", "/api/search/index", { query }));
const suggest = (text: string) => {
  forgetVocabulary();
  return invoke(searchHandler, apiEvent("GET", "/api/search/prac/info", { query: { search: text } }));
};

/** Letters only, unique per practitioner (search words are whole words). */
const letters = (id: string) => id.replace(/\d/g, (digit) => "qwxzvkjyph"[Number(digit)] ?? "q");

async function stored(id: string): Promise<PractitionerItem & { version?: number }> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.practitioner(id), ConsistentRead: true }),
  );
  return Item as PractitionerItem & { version?: number };
}

async function countOf(kind: "service" | "name", value: string): Promise<number | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: { PK: keys.searchList(kind, normalize(value)), SK: keys.searchListCount },
      ConsistentRead: true,
    }),
  );
  return Item?.count as number | undefined;
}

/** A listed, indexed practitioner with a unique service, and its logged-in account. */
async function session(overrides: Partial<PractitionerItem> = {}) {
  const created = await createPractitioner(overrides);
  const tag = letters(created.id);
  const practitioner: PractitionerItem = {
    ...created,
    services: [`Sandplay ${tag}`, "Individual therapy"],
    lastName: `Test${tag}`,
    name: `Dr Thandi Test${tag}`,
  };
  await put(practitioner);
  await addToSearchIndex(practitioner);
  const account = await createAccount("practitioner", { practitionerId: practitioner.id });
  const tokens = await loginAs(account);
  return { practitioner, tag, headers: bearer(tokens.access_token) };
}

/** The edit form as the panel sends it, from the GET answer. */
function formOf(profile: Record<string, unknown>): ProfileEditInput {
  const { id: _id, name: _name, plan: _plan, ...editable } = profile;
  return editable as unknown as ProfileEditInput;
}

describe("GET /api/profile/own", () => {
  it("gives the caller's editable profile, version 0, and every scheme", async () => {
    const { practitioner, headers } = await session();
    const { status, body, headers: answerHeaders } = await read(headers);
    expect(status).toBe(200);
    expect(answerHeaders["Cache-Control"]).toBe("no-store");
    expect(body.profile).toEqual({
      id: practitioner.id,
      version: 0,
      title: "Dr",
      first_name: "Thandi",
      last_name: practitioner.lastName,
      name: practitioner.name,
      profession: "Clinical Psychologist",
      contact_number: "0215550100",
      address: {
        street: "12 Main Road",
        suburb: "Sea Point",
        city: "Cape Town",
        province: "Western Cape",
        postal_code: "8005",
      },
      qualifications: ["MA Clinical Psychology (UCT)"],
      languages: ["English", "isiXhosa"],
      work_with: "both",
      services: practitioner.services,
      focus_areas: "Anxiety",
      bio: "Test practitioner.",
      medical_aid_ids: ["901", "902"],
      practise_url: "",
      video_url: "",
      social: [],
      meeting_url: "",
      appointment_modes: ["in-person", "virtual"],
      min_notice_minutes: 120,
      plan: "starter_package",
      // Issue 27: a listing from before it reads as HPCSA's (the number has that shape), unchecked.
      council: "HPCSA",
      council_name: "",
      registration_number: "PS 0123456",
      bhf_practice_number: "",
      registration_checked: false,
    });
    expect(body.schemes).toEqual(
      expect.arrayContaining([
        { id: "901", scheme_name: "Discovery Health Medical Scheme" },
        { id: "903", scheme_name: "Momentum Health" },
      ]),
    );
  });
});

describe("POST /api/profile/own", () => {
  it("saves the edit, which the public profile shows at once", async () => {
    const { practitioner, tag, headers } = await session();
    const { body: opened } = await read(headers);
    const edit = {
      ...formOf(opened.profile),
      title: "Prof",
      first_name: "  Thandiwe ",
      last_name: `Mokoena${tag}`,
      contact_number: "082 123 4567",
      address: {
        street: "3 Main Street",
        suburb: "Rondebosch",
        city: "Cape Town",
        province: "Western Cape",
        postal_code: "7700",
      },
      qualifications: ["PhD Psychology (Wits)", " phd  psychology (wits)"],
      languages: ["English", "Afrikaans"],
      work_with: "Cash-Card",
      bio: "Warm and practical.",
      focus_areas: "Grief and loss",
      medical_aid_ids: ["903"],
      meeting_url: "https://meet.example.com/thandiwe",
      min_notice_minutes: 60,
    };
    const saved = await save(headers, edit);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.profile).toMatchObject({
      version: 1,
      name: `Prof Thandiwe Mokoena${tag}`,
      first_name: "Thandiwe",
      contact_number: "0821234567",
      qualifications: ["PhD Psychology (Wits)"],
      medical_aid_ids: ["903"],
    });

    const item = await stored(practitioner.id);
    expect(item).toMatchObject({
      version: 1,
      name: `Prof Thandiwe Mokoena${tag}`,
      GSI1SK: `prof thandiwe mokoena${tag}#${practitioner.id}`,
      businessAddressPhysical: "3 Main Street, Rondebosch, Cape Town, 7700",
      meetingUrl: "https://meet.example.com/thandiwe",
      minNoticeMinutes: 60,
      ratingSum: 0,
      createdAt: practitioner.createdAt,
    });
    // Placed at Rondebosch from the gazetteer, no longer at Sea Point.
    expect(item.lat).toBeCloseTo(-33.9633, 3);
    expect(item.lng).toBeCloseTo(18.4764, 3);

    const { body } = await publicProfile(practitioner.id);
    expect(body.practitioner.name).toBe(`Prof Thandiwe Mokoena${tag}`);
    expect(body.practitioner.get_member_active_detail).toMatchObject({
      address: "3 Main Street, Rondebosch, Cape Town, 7700",
      qualification: ["PhD Psychology (Wits)"],
      work_with: "Cash-Card",
      language: ["English", "Afrikaans"],
      bio: "Warm and practical.",
    });
    expect(body.practitioner.focus_areas_statment).toBe("Grief and loss");
    expect(body.practitioner.get_medical_aids).toEqual([
      { medical_scheme: { id: "903", scheme_name: "Momentum Health" } },
    ]);
    expect((await read(headers)).body.profile).toEqual(saved.body.profile);
  });

  it("saves the appointment modes, which the public profile gives; a body without them keeps them", async () => {
    const { practitioner, headers } = await session();
    const { body: opened } = await read(headers);
    const saved = await save(headers, { ...formOf(opened.profile), appointment_modes: ["virtual"] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.profile.appointment_modes).toEqual(["virtual"]);
    expect((await stored(practitioner.id)).appointmentModes).toEqual(["virtual"]);
    const { body } = await publicProfile(practitioner.id);
    expect(body.practitioner.get_member_active_detail.appointment_modes).toEqual(["virtual"]);

    const { appointment_modes: _left, ...older } = formOf(saved.body.profile);
    const kept = await save(headers, { ...older, bio: "Still online only." });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.profile.appointment_modes).toEqual(["virtual"]);

    // Both, sent in any order, is stored in display order.
    const both = await save(headers, {
      ...formOf(kept.body.profile),
      appointment_modes: ["virtual", "in-person"],
    });
    expect(both.status, JSON.stringify(both.body)).toBe(200);
    expect(both.body.profile.appointment_modes).toEqual(["in-person", "virtual"]);
  });

  it("saves a stated gender, which the gender filter then finds; blank takes it away (issue 27)", async () => {
    const { practitioner, tag, headers } = await session();
    const service = `Gender filter ${tag}`;
    const { body: opened } = await read(headers);
    const ids = (answer: { body: { data: { id: string }[] } }) => answer.body.data.map((r) => r.id);
    const stated = await save(headers, { ...formOf(opened.profile), services: [service], gender: "female" });
    expect(stated.status, JSON.stringify(stated.body)).toBe(200);
    expect(stated.body.profile.gender).toBe("female");
    expect(ids(await search({ type: "service", service, gender: "female" }))).toEqual([practitioner.id]);
    expect(ids(await search({ type: "service", service, gender: "male" }))).toEqual([]);

    const blank = await save(headers, { ...formOf(stated.body.profile), gender: "" });
    expect(blank.status, JSON.stringify(blank.body)).toBe(200);
    expect(blank.body.profile.gender).toBeUndefined();
    expect((await stored(practitioner.id)).gender).toBeUndefined();
    expect(ids(await search({ type: "service", service, gender: "female" }))).toEqual([]);
    expect(ids(await search({ type: "service", service }))).toEqual([practitioner.id]);

    const wrong = await save(headers, { ...formOf(blank.body.profile), gender: "other" as "female" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ gender: "must be female, male or left blank" });
  });

  it("says in words what to fix when no appointment mode is ticked", async () => {
    const { headers } = await session();
    const { body: opened } = await read(headers);
    const answer = await save(headers, { ...formOf(opened.profile), appointment_modes: [] });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      appointment_modes: "must include at least one: in person or virtual",
    });
    expect(answer.body.error).toContain("in person or virtual");
  });

  it("rewrites the search index: a new service finds them, a removed one no longer does", async () => {
    const { practitioner, tag, headers } = await session();
    const oldService = `Sandplay ${tag}`;
    const newService = `Equine therapy ${tag}`;
    const ids = (answer: { body: { data: { id: string }[] } }) => answer.body.data.map((r) => r.id);
    expect(ids(await search({ type: "service", service: oldService }))).toEqual([practitioner.id]);
    expect(await countOf("service", oldService)).toBe(1);

    const { body: opened } = await read(headers);
    const saved = await save(headers, {
      ...formOf(opened.profile),
      last_name: `Dlamini${tag}`,
      services: ["Individual therapy", newService],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const byNew = await search({ type: "service", service: newService });
    expect(byNew.body).toMatchObject({ total: 1 });
    expect(byNew.body.data[0]).toMatchObject({ id: practitioner.id, name: `Dr Thandi Dlamini${tag}` });
    expect(await search({ type: "service", service: oldService })).toMatchObject({
      body: { data: [], total: 0 },
    });
    expect(await countOf("service", oldService)).toBeUndefined();
    // Free text and name follow too; the old name is gone.
    expect(ids(await search({ type: "find", find: `equine ${tag}` }))).toEqual([practitioner.id]);
    expect(ids(await search({ type: "find", find: `sandplay ${tag}` }))).toEqual([]);
    expect(ids(await search({ type: "name", name: `Dr Thandi Dlamini${tag}` }))).toEqual([practitioner.id]);
    expect(ids(await search({ type: "name", name: practitioner.name }))).toEqual([]);
    expect(await countOf("name", practitioner.name)).toBeUndefined();
    // Still in the lists they stayed in, once.
    const shared = await search({ type: "service", service: "Individual therapy", perPage: "50" });
    expect(ids(shared).filter((id) => id === practitioner.id).length).toBeLessThanOrEqual(1);

    // Suggestions: the new service and name are offered, the removed service and old name are not.
    const suggested = await suggest(`equine therapy ${tag}`);
    expect(suggested.body.service).toContainEqual({ service_name: newService });
    expect((await suggest(`sandplay ${tag}`)).body.service).toEqual([]);
    const names = (await suggest(`dlamini${tag}`)).body.username;
    expect(names).toContainEqual({ name: `Dr Thandi Dlamini${tag}`, id: practitioner.id });
    expect((await suggest(`test${tag}`)).body.username).toEqual([]);
  });

  it("refuses website, video and social links for starter_package (400, nothing written)", async () => {
    const { practitioner, headers } = await session();
    const { body: opened } = await read(headers);
    const before = await stored(practitioner.id);
    for (const extra of [
      { practise_url: "https://practice.example.com" },
      { video_url: "https://www.youtube.com/watch?v=abc" },
      { social: [{ link_for: "facebook", url: "https://facebook.com/me" }] },
    ]) {
      const answer = await save(headers, { ...formOf(opened.profile), ...extra });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe(BUSINESS_ONLY_MESSAGE);
      expect(Object.keys(answer.body.fields)).toEqual(Object.keys(extra));
    }
    expect(await stored(practitioner.id)).toEqual(before);
    // Empty ones are fine: the rest of the profile saves.
    const ok = await save(headers, { ...formOf(opened.profile), bio: "Updated." });
    expect(ok.status).toBe(200);
  });

  it("saves and clears website, video and social links for business_package", async () => {
    const { practitioner, headers } = await session({ plan: "business_package" });
    const { body: opened } = await read(headers);
    const links = {
      practise_url: "https://practice.example.com",
      video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      social: [{ link_for: "facebook", url: "https://facebook.com/thandi" }],
    };
    const saved = await save(headers, { ...formOf(opened.profile), ...links });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.profile).toMatchObject({ ...links, plan: "business_package" });
    const { body } = await publicProfile(practitioner.id);
    expect(body.practitioner.get_member_active_detail).toMatchObject({
      practise_url: links.practise_url,
      video_url: links.video_url,
    });
    expect(body.practitioner.get_social_medial).toEqual(links.social);

    const cleared = await save(headers, {
      ...formOf(saved.body.profile),
      practise_url: "",
      video_url: "",
      social: [],
    });
    expect(cleared.status).toBe(200);
    const item = await stored(practitioner.id);
    expect(item.practiseUrl).toBeUndefined();
    expect(item.videoUrl).toBeUndefined();
    expect(item.social).toEqual([]);
  });

  describe("bad input", () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ["no version", { version: undefined }, "version"],
      ["no first name", { first_name: "  " }, "first_name"],
      ["an unknown title", { title: "Sir" }, "title"],
      ["a foreign phone number", { contact_number: "+44 20 7946 0958" }, "contact_number"],
      [
        "a 5-digit postal code",
        {
          address: { suburb: "Sea Point", city: "Cape Town", province: "Western Cape", postal_code: "80050" },
        },
        "address.postal_code",
      ],
      [
        "an unknown province",
        { address: { suburb: "Sea Point", city: "Cape Town", province: "Atlantis", postal_code: "8005" } },
        "address.province",
      ],
      ["a javascript: meeting link", { meeting_url: "javascript:alert(1)" }, "meeting_url"],
      ["an ftp meeting link", { meeting_url: "ftp://files.example.com" }, "meeting_url"],
      ["too many services", { services: Array.from({ length: 31 }, (_, i) => `Service ${i}`) }, "services"],
      ["an over-long service", { services: ["x".repeat(81)] }, "services.0"],
      ["no language", { languages: [] }, "languages"],
      ["an over-long bio", { bio: "x".repeat(3001) }, "bio"],
      ["a notice under an hour", { min_notice_minutes: 30 }, "min_notice_minutes"],
      ["a notice over two days", { min_notice_minutes: 2881 }, "min_notice_minutes"],
      ["an unknown work_with", { work_with: "Barter" }, "work_with"],
      ["an unknown medical scheme", { medical_aid_ids: ["901", "999999"] }, "medical_aid_ids"],
      ["no appointment mode", { appointment_modes: [] }, "appointment_modes"],
      ["an unknown appointment mode", { appointment_modes: ["phone"] }, "appointment_modes.0"],
      [
        "a place not on the map",
        {
          address: {
            street: "",
            suburb: "Qwzxville",
            city: "Zzyqtown",
            province: "Gauteng",
            postal_code: "2000",
          },
        },
        "address.city",
      ],
    ];
    it.each(cases)("refuses %s with a readable 400 and writes nothing", async (_, change, field) => {
      const { practitioner, headers } = await session();
      const { body: opened } = await read(headers);
      const before = await stored(practitioner.id);
      const answer = await save(headers, { ...formOf(opened.profile), ...change });
      expect(answer.status).toBe(400);
      expect(typeof answer.body.error).toBe("string");
      expect(answer.body.fields[field], JSON.stringify(answer.body)).toBeTruthy();
      if (field === "address.city") expect(answer.body.error).toBe(UNKNOWN_PLACE);
      expect(await stored(practitioner.id)).toEqual(before);
    });
  });
});

describe("whose profile", () => {
  it("edits only the caller's own profile, whatever ids the body carries", async () => {
    const owner = await session();
    const intruder = await session();
    const ownerBefore = await stored(owner.practitioner.id);
    const { body: opened } = await read(intruder.headers);
    expect(opened.profile.id).toBe(intruder.practitioner.id);
    const answer = await save(intruder.headers, {
      ...formOf(opened.profile),
      id: owner.practitioner.id,
      practitioner_id: owner.practitioner.id,
      auth_id: owner.practitioner.id,
      bio: "Changed by the intruder.",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.profile.id).toBe(intruder.practitioner.id);
    expect(await stored(owner.practitioner.id)).toEqual(ownerBefore);
    expect((await stored(intruder.practitioner.id)).bio).toBe("Changed by the intruder.");
  });

  it("answers 403 to an admin and to an account without a practitioner, 401 without a token", async () => {
    const admin = bearer((await loginAs(await createAccount("admin"))).access_token);
    const orphan = bearer(
      (await loginAs(await createAccount("practitioner", { practitionerId: undefined }))).access_token,
    );
    expect((await read(admin)).status).toBe(403);
    expect((await read(orphan)).status).toBe(403);
    expect((await read(orphan)).body).toEqual({ error: NOT_A_PRACTITIONER });
    expect((await read({})).status).toBe(401);
  });
});

describe("concurrent edits", () => {
  it("refuses a save from a stale version (409) and keeps the newer edit", async () => {
    const { practitioner, headers } = await session();
    const { body: opened } = await read(headers);
    const first = await save(headers, { ...formOf(opened.profile), bio: "From the first tab." });
    expect(first.status).toBe(200);
    const stale = await save(headers, { ...formOf(opened.profile), bio: "From the second tab." });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ error: STALE_VERSION });
    expect((await stored(practitioner.id)).bio).toBe("From the first tab.");
    // Reloaded, the second tab saves.
    const { body: reloaded } = await read(headers);
    expect(reloaded.profile.version).toBe(1);
    expect((await save(headers, { ...formOf(reloaded.profile), bio: "Second." })).status).toBe(200);
  });

  it("lets exactly one of two simultaneous saves of the same version through", async () => {
    const { practitioner, headers } = await session();
    const { body: opened } = await read(headers);
    const answers = await Promise.all(
      ["One", "Two"].map((bio) => save(headers, { ...formOf(opened.profile), bio })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200);
    expect((await stored(practitioner.id)).bio).toBe(winner?.body.profile.bio);
    expect((await stored(practitioner.id)).version).toBe(1);
  });
});
