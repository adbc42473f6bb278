import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import { productName } from "../../config/site.ts";
import { BrandMark } from "../../ui/BrandMark.tsx";

interface SiteHeaderProps {
  onRequestCode: () => void;
  /** A page's own links (the landing page's sections), between the brand and the site's. */
  children?: ReactNode;
}

/** The header of every public page: whoever reads can go home, to the blog, or ask for a way in. */
export function SiteHeader({ onRequestCode, children }: SiteHeaderProps) {
  return (
    <header className="site-header">
      <Link to={paths.home} className="brand site-brand">
        <BrandMark />
        {productName}
      </Link>
      {children}
      <nav aria-label="Site" className="site-nav">
        <Link to={paths.blog}>Blog</Link>
        <button type="button" className="button button-outline-light button-small" onClick={onRequestCode}>
          Request an access code
        </button>
      </nav>
    </header>
  );
}
