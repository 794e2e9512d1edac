import { useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { pictureUrl } from '../../lib/pictures';

/**
 * An image that lazy-loads over a soft placeholder (docs/product/public-site.md); `priority` images load at once.
 * Width and height reserve the space so nothing shifts while it loads. The picture is drawn over the placeholder
 * as soon as the browser has it, with no script involved: a prerendered page shows its pictures before its code
 * has loaded, and a section whose code loads later (decision 029) does not hold them back. Once the page's code
 * sees the picture loaded, the placeholder goes (it would show through a picture's transparent parts).
 */
export function SmartImage(props: {
  src: string;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}) {
  const { src, alt, width, height, priority = false, className, imgClassName } = props;
  const ref = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    // The image may have finished before hydration attached onLoad.
    if (ref.current?.complete && ref.current.naturalWidth > 0) setLoaded(true);
  }, []);
  return (
    <div className={cn('relative overflow-hidden', className)} data-loaded={loaded ? 'true' : 'false'}>
      {!loaded && (
        <div
          aria-hidden="true"
          className="absolute inset-0 animate-pulse bg-gradient-to-br from-slate-100 via-slate-200 to-slate-100"
        />
      )}
      <img
        ref={ref}
        src={pictureUrl(src)}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        onLoad={() => setLoaded(true)}
        className={cn('relative h-full w-full object-cover', imgClassName)}
      />
    </div>
  );
}
