import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';

export interface AuthCardProps {
  title: string;
  description?: ReactNode;
  /** Links under the form (sign in instead, register instead…). */
  footer?: ReactNode;
  /** Wider card for the longer registration forms. */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of every account screen: a centred card with the page heading. */
export function AuthCard({ title, description, footer, wide = false, children }: AuthCardProps) {
  return (
    <section className="px-4 py-8 sm:py-12">
      <Card className={wide ? 'mx-auto max-w-2xl' : 'mx-auto max-w-md'}>
        <CardContent className="space-y-6 p-5 sm:p-8">
          <header className="space-y-1 text-center">
            <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
            {description ? <p className="text-sm text-slate-600">{description}</p> : null}
          </header>
          {children}
          {footer ? (
            <div className="space-y-2 border-t border-slate-200 pt-4 text-center text-sm text-slate-600">
              {footer}
            </div>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}
