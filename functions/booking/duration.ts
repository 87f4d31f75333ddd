import { NotFoundError } from "../../core/errors";
import { parseDateTime } from "../../core/sast-time";
import { type DurationResponse, decodeSegment } from "../../core/schemas/booking";
import { httpHandler } from "../lib/http-handler";
import { loadSchedule, recordFor } from "./availability";

/** GET /api/booking/get/duration/{practitionerId}/{dateTime}: the length of that day's slots. */
export const duration = httpHandler(
  { route: "GET /api/booking/get/duration/{practitionerId}/{dateTime}" },
  async ({ path }) => {
    const { date, time } = parseDateTime(decodeSegment(path.dateTime)) ?? { date: "", time: "" };
    const schedule = await loadSchedule(path.practitionerId, date, date);
    const record = recordFor(schedule, date);
    if (!record?.time_slots.includes(time))
      throw new NotFoundError(`This practitioner has no appointment time at ${time} on ${date}.`);
    const response: DurationResponse = { duration: record.duration };
    return response;
  },
);
