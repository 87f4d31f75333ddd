import { PROFILE_ICONS, type ProfileIconName } from "../../core/profile-icons";

export function Icon({ name, size = 20 }: { name: ProfileIconName; size?: number }) {
  return (
    <svg
      className="pp-icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path d={PROFILE_ICONS[name]} fill="currentColor" />
    </svg>
  );
}
