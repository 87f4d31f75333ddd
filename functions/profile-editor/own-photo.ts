/**
 * POST /api/profile/photo: the practitioner changes their own photo, as the welcome mail promises,
 * through the application's path: the browser resizes and uploads it (POST
 * /api/registration/photo-upload, presigned S3), here it is checked, re-encoded and published
 * (functions/registration/photo-publish.ts). The profile's `image` and `listed` flag move in one
 * conditional write (the version as read, else 409), then the search card and the page follow and
 * the old published photo is deleted.
 */
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { ConflictError } from "../../core/errors";
import type { OwnProfileResponse } from "../../core/schemas/profile-editor";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { errorDetail } from "../lib/logger";
import { listedFlag } from "../practitioner/listing";
import { publicPageChanged } from "../public-pages/public-page-changed";
import { publishCheckedPhoto } from "../registration/photo-publish";
import { photoStore } from "../registration/photo-store";
import { replaceInSearchIndex } from "../search/index-writer";
import { nextAvailableMayHaveChanged } from "../search/next-available";
import { practitionerRatings } from "../search/ratings";
import {
  isConditionFailure,
  ownProfileAnswer,
  practitionerOf,
  STALE_VERSION,
  type StoredProfile,
  storedProfile,
  versionGuard,
} from "./own-profile";

export const changeOwnPhoto = httpHandler(
  { route: "POST /api/profile/photo" },
  async ({ user, body, log }): Promise<OwnProfileResponse> => {
    const practitionerId = practitionerOf(user);
    const before = await storedProfile(practitionerId);
    const image = await publishCheckedPhoto(body.image_key, practitionerId);
    const version = before.version ?? 0;
    const { condition, current } = versionGuard(version);
    let after: StoredProfile;
    try {
      const result = await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.practitioner(practitionerId),
          UpdateExpression: "SET image = :image, listed = :listed, #version = :next, updatedAt = :at",
          ConditionExpression: condition,
          ExpressionAttributeNames: { "#version": "version" },
          ExpressionAttributeValues: {
            ":image": image,
            ":listed": listedFlag({ ...before, image }),
            ":next": version + 1,
            ":at": new Date(now()).toISOString(),
            ...current,
          },
          ReturnValues: "ALL_NEW",
        }),
      );
      after = result.Attributes as StoredProfile;
    } catch (error) {
      await photoStore.unpublish(image);
      if (isConditionFailure(error)) throw new ConflictError(STALE_VERSION);
      throw error;
    }
    log.info("profile photo changed", { practitionerId, listed: after.listed });
    await replaceInSearchIndex(before, after, await practitionerRatings(practitionerId));
    // The soonest lists' cards carry the photo (and a photo can make the profile listed).
    await nextAvailableMayHaveChanged(practitionerId);
    await publicPageChanged([practitionerId]);
    // The old file is no longer named anywhere; a failure to delete it only leaves a stray file.
    await photoStore.unpublish(before.image).catch((error: unknown) => {
      log.error("old profile photo not deleted", { practitionerId, ...errorDetail(error) });
    });
    return ownProfileAnswer(after);
  },
);
