import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SearchIcon } from '../../components/icons';
import { paths } from '../../config/paths';

export function SearchBox() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = params.get('q') ?? '';
  const [query, setQuery] = useState(current);
  const [shownFor, setShownFor] = useState(current);

  // Follow the address bar when it changes (back button, a link), without an effect.
  if (current !== shownFor) {
    setShownFor(current);
    setQuery(current);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? paths.products.href({ q }) : paths.products.href());
  }

  return (
    <form className="search-box" role="search" onSubmit={onSubmit}>
      <label htmlFor="site-search" className="visually-hidden">
        Search for anything
      </label>
      <input
        id="site-search"
        type="search"
        placeholder="Search for anything"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className="search-box__submit" aria-label="Search">
        <SearchIcon size={20} />
      </button>
    </form>
  );
}
