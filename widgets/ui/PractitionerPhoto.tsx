import { useState } from "react";
import { initials } from "../../core/practitioner-text";
import { siteUrl } from "../api/base";

interface Props {
  name: string;
  image: string;
  /** Block class: the image gets it, the initials fallback also gets `{className}--initials`. */
  className: string;
  size: number;
  lazy?: boolean;
}

/** The practitioner's photo (alt = name), or their initials when there is none or it fails to load. */
export function PractitionerPhoto({ name, image, className, size, lazy = false }: Props) {
  const [broken, setBroken] = useState(false);
  if (!image || broken) {
    return (
      <span className={`${className} ${className}--initials`} role="img" aria-label={name}>
        <span aria-hidden="true">{initials(name)}</span>
      </span>
    );
  }
  return (
    <img
      className={className}
      src={siteUrl(image)}
      alt={name}
      width={size}
      height={size}
      loading={lazy ? "lazy" : undefined}
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
