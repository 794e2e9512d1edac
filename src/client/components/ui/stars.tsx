import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';

/** 1-5 filled stars, announced as "Rated n out of 5". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <div className={cn('flex items-center gap-0.5', className)} role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden="true"
          className={cn('size-5', value <= rating ? 'fill-warm-500 text-warm-500' : 'fill-slate-200 text-slate-200')}
        />
      ))}
    </div>
  );
}
