import * as z from "../../core/schemas/z";
import { defineWidget } from "../ui/define-widget";

// Placeholder until this widget is written (issue 3); not registered on any page yet.
function Pending() {
  return null;
}
export const { mount } = defineWidget(z.object({}), Pending);
