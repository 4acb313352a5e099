import { Link } from 'react-router';
import { sections } from '../nav';

/** The console's first screen: every section it offers. */
export default function ConsoleHome() {
  const others = sections.filter((s) => s.inMenu && s.path !== '');
  return (
    <section aria-labelledby="console-home-title" className="space-y-4">
      <h1 id="console-home-title" className="text-xl font-bold text-slate-900">
        관리 콘솔
      </h1>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {others.map((s) => (
          <li key={s.path}>
            <Link to={s.path} className="block rounded-xl bg-white p-4 font-semibold text-slate-800 ring-1 ring-slate-200 hover:ring-accent-500">
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
