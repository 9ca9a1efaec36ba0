import { cropPosition } from '@/lib/photo-crop';
import type { Dog } from '@/lib/validation/responses';

/**
 * The cover photo at thumbnail size, or a quiet placeholder box when the dog has none yet. The
 * first of a list is `priority`: it is often the screen's largest paint on a phone.
 */
export function DogThumb({
  dog,
  alt,
  size = 64,
  priority = false,
}: {
  dog: Dog;
  alt: string;
  size?: number;
  priority?: boolean;
}) {
  const cover = dog.images[0];
  if (!cover)
    return (
      <span
        className="admin-thumb admin-thumb--empty"
        style={{ width: size, height: size }}
        aria-hidden="true"
      />
    );
  const smallest = [...cover.variants].sort((a, b) => a.width - b.width)[0];
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a fixed-size thumbnail from the variants
    <img
      src={smallest?.url ?? cover.url}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      className="admin-thumb"
      style={{
        backgroundImage: cover.placeholder ? `url("${cover.placeholder}")` : undefined,
        objectPosition: cropPosition(cover),
      }}
    />
  );
}
