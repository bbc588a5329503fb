/**
 * An article illustration: a small, hand-drawn SVG served as is (there is nothing for an image
 * optimizer to do), so no image-component JavaScript is shipped for it.
 */
export function Illustration({
  src,
  alt,
  priority = false,
  className = '',
}: {
  src: string;
  alt: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- an SVG needs no optimization
    <img
      src={src}
      alt={alt}
      width={1200}
      height={675}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
