import { resolvePractitionerId } from "../../core/practitioner-id";
import * as z from "../../core/schemas/z";
import { defineWidget, type HostProp } from "../ui/define-widget";
import { useProfile } from "./profile-store";
import { Reviews } from "./Reviews";
import { Sidebar } from "./Sidebar";
import "./practitioner-profile.css";

/**
 * The practitioner page's profile (GET /api/practitioner/users?id=), spec sections 2, 3, 6 and 9.
 * Props (data-*):
 * - part: "sidebar" (default) renders the profile and the page's h1; "reviews" renders the reviews list.
 * - practitioner-id: which practitioner (partner embeds); otherwise read from /page/practitioner/{id}.
 * Every instance on a page shares one request (see profile-store.ts).
 */
const props = z.object({
  part: z.optional(z.enum(["sidebar", "reviews"])),
  practitionerId: z.optional(z.string()),
});
type Props = z.infer<typeof props> & HostProp;

function PractitionerProfile({ part = "sidebar", practitionerId, host }: Props) {
  const id = resolvePractitionerId(practitionerId, window.location.pathname);
  const { load, retry } = useProfile(id);
  return part === "reviews" ? <Reviews load={load} /> : <Sidebar load={load} retry={retry} host={host} />;
}

export const { mount } = defineWidget(props, PractitionerProfile);
