import type { ComponentProps, ReactNode } from 'react';
import { cx } from './class-names';

export function Card({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section className={cx('rounded-lg border border-slate-200 bg-white shadow-xs', className)} {...props} />
  );
}

/** A card's title row; `id` lets the card be `aria-labelledby` it. */
export function CardHeader({
  title,
  description,
  actions,
  id,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  id?: string;
}) {
  return (
    <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-4 py-3">
      <div className="min-w-0">
        <h2 id={id} className="text-sm font-semibold text-slate-900">
          {title}
        </h2>
        {description && <p className="mt-0.5 text-xs text-slate-500">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </div>
  );
}

export function CardBody({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('px-4 py-4', className)} {...props} />;
}
