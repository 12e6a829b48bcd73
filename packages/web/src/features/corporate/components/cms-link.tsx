import type { ReactNode } from 'react';
import { Link } from '../../../lib/link';

interface CmsLinkProps {
  /** As the CMS wrote it: a site path, or an absolute, tel: or mailto: address. */
  href: string;
  className?: string;
  children: ReactNode;
}

/** A link from CMS data: site paths stay in the app (no reload), others leave it. */
export const CmsLink = ({ href, className, children }: CmsLinkProps) => {
  if (href.startsWith('/') && !href.startsWith('//'))
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  const external = /^https?:/i.test(href);
  return (
    <a href={href} className={className} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
};
