import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import './Admin.css';

/**
 * The operator's console: how the market does, the reports and the cases to decide, the log of every admin
 * action, and an account's and an order's page, reached from those. Admins only.
 */
export default function AdminConsole() {
  return (
    <div className="page admin-console">
      <h1>Operator console</h1>
      <nav className="admin-console__nav" aria-label="Operator console">
        <NavLink to={paths.adminDashboard.href()} className="admin-console__tab">
          Dashboard
        </NavLink>
        <NavLink to={paths.admin.href()} end className="admin-console__tab">
          Reports
        </NavLink>
        <NavLink to={paths.adminCases.href()} className="admin-console__tab">
          Cases
        </NavLink>
        <NavLink to={paths.adminAudit.href()} className="admin-console__tab">
          Audit log
        </NavLink>
      </nav>
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
