import { PROFILE_ICONS } from "../../core/profile-icons";
import { iconComponent } from "../ui/icon";

export const Icon = iconComponent(PROFILE_ICONS, "pp-icon");
