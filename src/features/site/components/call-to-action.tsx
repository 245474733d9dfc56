import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';

interface CallToActionLink {
  to: string;
  label: string;
}

/** A text page's closing pair of links styled as large buttons: the main one, then the other. */
export function CallToAction({
  primary,
  secondary,
}: {
  primary: CallToActionLink;
  secondary: CallToActionLink;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button asChild size="lg">
        <Link to={primary.to}>{primary.label}</Link>
      </Button>
      <Button asChild variant="outline" size="lg">
        <Link to={secondary.to}>{secondary.label}</Link>
      </Button>
    </div>
  );
}
