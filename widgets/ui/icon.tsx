/**
 * A widget's decorative icon component over its own table of SVG paths (one table per widget, so a
 * bundle carries only its icons). Screen readers skip the icon: the text beside it says what it means.
 */
export function iconComponent<Name extends string>(paths: Readonly<Record<Name, string>>, className: string) {
  return function Icon({ name, size = 20 }: { name: Name; size?: number }) {
    return (
      <svg
        className={className}
        viewBox="0 0 24 24"
        width={size}
        height={size}
        aria-hidden="true"
        focusable="false"
      >
        <path d={paths[name]} fill="currentColor" />
      </svg>
    );
  };
}
