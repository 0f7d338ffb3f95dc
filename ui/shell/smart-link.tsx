import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from '../routing/link';
import { isExternalPagePath, isInternalLink, linkAttributes } from '../../core/navigation/links';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  href: string;
  /** The content's open_in_new_window flag. */
  newWindow?: boolean;
  children: ReactNode;
}

/**
 * A content link (spec 2.3): internal paths navigate inside the app; the spec's external pages
 * load in full; external links open in a new window with a safe rel.
 */
export function SmartLink({ href, newWindow = false, children, ...rest }: SmartLinkProps) {
  const { target, rel } = linkAttributes(href, { openInNewWindow: newWindow });
  if (isInternalLink(href) && !isExternalPagePath(href) && !target) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target={target} rel={rel} {...rest}>
      {children}
      {target === '_blank' && (
        <>
          {' '}
          <span className="visually-hidden">(opens in a new tab)</span>
        </>
      )}
    </a>
  );
}
