import type { Suggestion } from '@handmade/common';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SearchIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { useAppDispatch } from '../state/hooks';
import { fetchSuggestions } from './searchSuggestions';

const LISTBOX_ID = 'site-search-suggestions';
const optionId = (index: number) => `${LISTBOX_ID}-${index}`;
/** Ask once typing pauses, not for every key. */
const DEBOUNCE_MS = 150;
/** The API sends at most 8; the list never shows more, whatever answers. */
const MAX_SUGGESTIONS = 8;
const KIND_LABELS: Record<Suggestion['kind'], string> = {
  product: 'Search',
  category: 'Category',
  shop: 'Shop',
};

/**
 * The header's search: a WAI-ARIA 1.2 combobox whose listbox suggests searches, categories and shops as
 * the user types. The focus stays in the box; arrows move the highlighted option (`aria-activedescendant`),
 * Enter opens it or, with none highlighted, searches for the text; Esc closes the list.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const current = params.get('q') ?? '';
  const [query, setQuery] = useState(current);
  const [shownFor, setShownFor] = useState(current);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The request in flight or waiting for typing to pause: a newer keystroke cancels it.
  const pending = useRef<() => void>(undefined);

  // Follow the address bar when it changes (back button, a link), without an effect.
  if (current !== shownFor) {
    setShownFor(current);
    setQuery(current);
    setSuggestions([]);
    setOpen(false);
  }

  useEffect(() => () => pending.current?.(), []);

  const expanded = open && suggestions.length > 0;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function suggest(text: string) {
    pending.current?.();
    pending.current = undefined;
    // Nothing to complete in an empty box or after a space.
    if (!text.trim() || /\s$/.test(text)) {
      setSuggestions([]);
      return;
    }
    let request: { abort: () => void } | undefined;
    let live = true;
    const timer = setTimeout(() => {
      const thunk = dispatch(fetchSuggestions(text.trim()));
      request = thunk;
      thunk.unwrap().then(
        (answer) => {
          if (!live) return;
          setSuggestions(answer.suggestions.slice(0, MAX_SUGGESTIONS));
          setActive(-1);
        },
        () => {},
      );
    }, DEBOUNCE_MS);
    pending.current = () => {
      live = false;
      clearTimeout(timer);
      request?.abort();
    };
  }

  function go(suggestion: Suggestion) {
    close();
    setSuggestions([]);
    setQuery(suggestion.kind === 'product' ? suggestion.text : '');
    navigate(suggestion.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      setOpen(true);
      // Down from the box goes to the first option, Up to the last; both wrap around.
      if (!expanded || active < 0) setActive(down ? 0 : count - 1);
      else setActive((active + (down ? 1 : count - 1)) % count);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      go(suggestions[active]!);
    } else if (event.key === 'Escape' && expanded) {
      // Handled here: the header's menu, if the box is in it, stays open.
      event.preventDefault();
      close();
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    close();
    pending.current?.();
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
        role="combobox"
        placeholder="Search for anything"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={LISTBOX_ID}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
          suggest(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={close}
      />
      <button type="submit" className="search-box__submit" aria-label="Search">
        <SearchIcon size={20} />
      </button>
      <ul
        id={LISTBOX_ID}
        role="listbox"
        aria-label="Suggestions"
        className="search-box__list"
        hidden={!expanded}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.href}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={`search-box__option search-box__option--${suggestion.kind}`}
            // Keeps the focus in the box, so the list is still there when the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(suggestion)}
          >
            <span className="search-box__text">{suggestion.text}</span>
            <span className="search-box__kind">{KIND_LABELS[suggestion.kind]}</span>
          </li>
        ))}
      </ul>
      <div role="status" className="visually-hidden">
        {expanded ? `${suggestions.length} suggestion${suggestions.length === 1 ? '' : 's'} available.` : ''}
      </div>
    </form>
  );
}
