import { Link } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import { productName } from "../../config/site.ts";
import { BrandMark } from "../../ui/BrandMark.tsx";

export function SiteFooter({ onContact }: { onContact: () => void }) {
  return (
    <footer className="site-footer">
      <p className="site-footer-brand">
        <BrandMark size={20} />
        <span>
          © {new Date().getFullYear()} {productName}. All rights reserved.
        </span>
      </p>
      <Link to={paths.blog} className="footer-link">
        Blog
      </Link>
      <Link to={paths.privacy} className="footer-link">
        Privacy
      </Link>
      <button type="button" className="footer-link" onClick={onContact}>
        Contact
      </button>
    </footer>
  );
}
