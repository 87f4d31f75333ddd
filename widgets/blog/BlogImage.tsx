/**
 * A post's image in a box of fixed proportions (16:9), so the page never moves when it loads.
 * Decorative: the title next to it says what the post is.
 */
export function BlogImage({ src, eager = false }: { src: string; eager?: boolean }) {
  return (
    <div className="blog-image">
      <img src={src} alt="" width={640} height={360} loading={eager ? "eager" : "lazy"} decoding="async" />
    </div>
  );
}
