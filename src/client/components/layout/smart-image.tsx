import { useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { pictureUrl } from '../../lib/pictures';

/**
 * An image that lazy-loads behind a soft placeholder (docs/product/public-site.md); `priority` images load at once.
 * Width and height reserve the space so nothing shifts while it loads.
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
    <div
      className={cn(
        'relative overflow-hidden bg-gradient-to-br from-slate-100 via-slate-200 to-slate-100',
        !loaded && 'animate-pulse',
        className,
      )}
      data-loaded={loaded ? 'true' : 'false'}
    >
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
        className={cn(
          'h-full w-full object-cover transition-opacity duration-500',
          loaded ? 'opacity-100' : 'opacity-0',
          imgClassName,
        )}
      />
    </div>
  );
}
