/**
 * The practitioner's calendar feed (issue 24): the dashboard's answer with its address, and the
 * feed's path. The token is checked by the handler, not here: a malformed one is as unknown as a
 * rotated one (404), so nothing tells a guesser which part was wrong.
 */
import type { Answer } from "../api/responses";
import * as z from "./z";

/** GET /api/calendar/{token} */
export const calendarFeedPath = z.object({ token: z.string() });

export type CalendarFeedResponse = Answer<"calendarFeed">;
