import { expect, it } from "vitest";

type Submit = (body: unknown, headers?: Record<string, string>) => Promise<{ status: number; body: unknown }>;

/**
 * The cases every public form without an account shares: no CSRF token is a 403, and a filled
 * honeypot gets the form's usual answer; neither leaves anything behind for the address (`leftFor`:
 * what is stored or sent for it, which must be nothing).
 */
export function publicFormRefusals<F extends { email: string }>(form: {
  submit: Submit;
  fill: (overrides?: Record<string, unknown>) => F;
  answer: unknown;
  leftFor: (email: string) => Promise<unknown[]>;
}): void {
  it("needs the CSRF token (403) and stores nothing", async () => {
    const filled = form.fill();
    expect((await form.submit(filled, {})).status).toBe(403);
    expect(await form.leftFor(filled.email)).toEqual([]);
  });

  it("answers a filled honeypot like a success, storing and sending nothing", async () => {
    const filled = form.fill({ website: "https://spam.example" });
    const { status, body } = await form.submit(filled);
    expect(status).toBe(200);
    expect(body).toEqual(form.answer);
    expect(await form.leftFor(filled.email)).toEqual([]);
  });
}
