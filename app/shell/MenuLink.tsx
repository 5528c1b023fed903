import { Link } from "@remix-run/react";

/** One link item of the shell's menus. */
export function MenuLink({ to, label }: { to: string; label: string }) {
  return (
    <li>
      <Link to={to} className="menu-link">
        {label}
      </Link>
    </li>
  );
}
